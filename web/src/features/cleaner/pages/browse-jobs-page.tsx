export default function Page() { return <div>scaffold: browse-jobs-page, replaced by its helper</div>; }
