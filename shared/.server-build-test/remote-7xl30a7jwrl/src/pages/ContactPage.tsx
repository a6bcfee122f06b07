export default function ContactPage() { return <p>ContactPage</p>; }
