import { Link } from 'react-router-dom';
import type { Doctor } from '@clinic/shared/contract';
import { appointmentPath } from '@clinic/shared/links';
import styles from './RelatedDoctors.module.css';

/** Other doctors of the same speciality, a second choice when this one's days are full. */
export function RelatedDoctors({ doctor, doctors }: { doctor: Doctor; doctors: Doctor[] }) {
  const related = doctors.filter((d) => d.speciality === doctor.speciality && d._id !== doctor._id).slice(0, 4);
  if (related.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="related-heading">
      <h2 id="related-heading">Other {doctor.speciality} doctors</h2>
      <ul className={styles.grid}>
        {related.map((d) => (
          <li key={d._id}>
            <Link to={appointmentPath(d._id)} className={styles.card}>
              <img src={d.image} alt="" width={96} height={96} loading="lazy" className={styles.photo} />
              <span className={styles.text}>
                <span className={styles.name}>{d.name}</span>
                <span className={d.available ? styles.available : styles.unavailable}>{d.available ? 'Available' : 'Not Available'}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
