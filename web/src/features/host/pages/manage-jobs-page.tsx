export default function Page() { return <div>scaffold: manage-jobs-page, replaced by its helper</div>; }
