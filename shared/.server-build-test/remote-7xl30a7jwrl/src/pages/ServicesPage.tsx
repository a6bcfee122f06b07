export default function ServicesPage() { return <p>ServicesPage</p>; }
