import { Link } from 'react-router-dom';
import type { Doctor } from '@clinic/shared/contract';
import { appointmentPath, doctorsPath } from '@clinic/shared/links';
import styles from './RelatedDoctors.module.css';

const SHOWN = 4;

function DoctorCards({ doctors }: { doctors: Doctor[] }) {
  return (
    <ul className={styles.grid}>
      {doctors.map((d) => (
        <li key={d._id}>
          <Link to={appointmentPath(d._id)} className={styles.card}>
            <img src={d.image} alt="" width={96} height={96} loading="lazy" className={styles.photo} />
            <span className={styles.text}>
              <span className={styles.name}>{d.name}</span>
              {d.focus && <span className={styles.focus}>{d.focus}</span>}
              {d.languages.length > 0 && <span className={styles.languages}>Speaks {d.languages.join(', ')}</span>}
              <span className={d.available ? styles.available : styles.unavailable}>{d.available ? 'Available' : 'Not Available'}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

const sameSpeciality = (doctor: Doctor, doctors: Doctor[]) =>
  doctors.filter((d) => d.speciality === doctor.speciality && d._id !== doctor._id);

/** Other doctors of the same speciality, a second choice when this one's days are full. */
export function RelatedDoctors({ doctor, doctors }: { doctor: Doctor; doctors: Doctor[] }) {
  const related = sameSpeciality(doctor, doctors).slice(0, SHOWN);
  if (related.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="related-heading">
      <h2 id="related-heading">Other {doctor.speciality} doctors</h2>
      <DoctorCards doctors={related} />
    </section>
  );
}

/**
 * On the page of a doctor who is not taking bookings: the doctors of the same speciality who are, so the
 * page is a way on rather than a dead end; the whole list when there is nobody of that speciality.
 */
export function AvailableAlternatives({ doctor, doctors }: { doctor: Doctor; doctors: Doctor[] }) {
  const available = sameSpeciality(doctor, doctors).filter((d) => d.available);
  return (
    <section className={styles.alternatives} aria-labelledby="alternatives-heading" data-testid="available-alternatives">
      <h2 id="alternatives-heading">{doctor.name} is not taking bookings at the moment</h2>
      {available.length > 0 ? (
        <>
          <p>These {doctor.speciality} doctors are available:</p>
          <DoctorCards doctors={available.slice(0, SHOWN)} />
          {available.length > SHOWN && (
            <p className={styles.more}>
              <Link to={doctorsPath(doctor.speciality)}>See every {doctor.speciality} doctor</Link>
            </p>
          )}
        </>
      ) : (
        <p>
          No other {doctor.speciality} doctor is taking bookings right now.{' '}
          <Link to={doctorsPath()} className={styles.allLink}>
            See all our doctors
          </Link>
        </p>
      )}
    </section>
  );
}
