import { Spinner } from '@clinic/shared/ui';
import styles from './Home.module.css';
export default function HomePage() { return <section className={styles.hero}><h1>Better Hearing</h1><Spinner label="Loading" /></section>; }
