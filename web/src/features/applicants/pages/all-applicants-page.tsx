export default function Page() { return <div>scaffold: all-applicants-page, replaced by its helper</div>; }
