export default function Page() { return <div>scaffold: dashboard-page, replaced by its helper</div>; }
