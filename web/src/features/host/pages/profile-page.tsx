export default function Page() { return <div>scaffold: profile-page, replaced by its helper</div>; }
