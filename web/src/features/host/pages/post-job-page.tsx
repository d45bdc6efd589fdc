export default function Page() { return <div>scaffold: post-job-page, replaced by its helper</div>; }
