export default function Page() { return <div>scaffold: setup-profile-page, replaced by its helper</div>; }
