export default function DoctorsPage() { return <p>DoctorsPage</p>; }
