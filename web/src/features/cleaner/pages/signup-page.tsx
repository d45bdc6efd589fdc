export default function Page() { return <div>scaffold: signup-page, replaced by its helper</div>; }
