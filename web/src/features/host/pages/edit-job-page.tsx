export default function Page() { return <div>scaffold: edit-job-page, replaced by its helper</div>; }
