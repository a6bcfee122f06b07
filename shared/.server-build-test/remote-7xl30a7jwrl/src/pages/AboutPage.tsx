export default function AboutPage() { return <p>AboutPage</p>; }
