export default function Page() { return <div>scaffold: applications-page, replaced by its helper</div>; }
