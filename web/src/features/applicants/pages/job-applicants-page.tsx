export default function Page() { return <div>scaffold: job-applicants-page, replaced by its helper</div>; }
