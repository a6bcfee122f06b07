import { Link } from 'react-router-dom';
import { doctorLanguageName, doctorTexts, specialityName } from '@clinic/shared/clinic';
import type { Doctor } from '@clinic/shared/contract';
import { richText, useLanguage, type Language } from '@clinic/shared/i18n';
import { appointmentPath, doctorsPath } from '@clinic/shared/links';
import { useT } from '../../../i18n';
import styles from './RelatedDoctors.module.css';

const SHOWN = 4;

/** The focus in the reader's language where staff wrote it there (decision 53); nothing when none is given. */
function DoctorFocus({ doctor, lang }: { doctor: Doctor; lang: Language }) {
  const { focus } = doctorTexts(doctor, lang);
  return focus ? <span className={styles.focus}>{focus}</span> : null;
}

function DoctorCards({ doctors }: { doctors: Doctor[] }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <ul className={styles.grid}>
      {doctors.map((d) => (
        <li key={d._id}>
          <Link to={appointmentPath(d._id)} className={styles.card}>
            <img src={d.image} alt="" width={96} height={96} loading="lazy" className={styles.photo} />
            <span className={styles.text}>
              <span className={styles.name}>{d.name}</span>
              <DoctorFocus doctor={d} lang={lang} />
              {d.languages.length > 0 && (
                <span className={styles.languages}>
                  {t('common.speaks', { languages: d.languages.map(doctorLanguageName).join(', ') })}
                </span>
              )}
              <span className={d.available ? styles.available : styles.unavailable}>
                {d.available ? t('common.available') : t('common.notAvailable')}
              </span>
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
  const t = useT();
  const related = sameSpeciality(doctor, doctors).slice(0, SHOWN);
  if (related.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="related-heading">
      <h2 id="related-heading">{t('RelatedDoctors.other', { speciality: specialityName(doctor.speciality) })}</h2>
      <DoctorCards doctors={related} />
    </section>
  );
}

/**
 * On the page of a doctor who is not taking bookings: the doctors of the same speciality who are, so the
 * page is a way on rather than a dead end; the whole list when there is nobody of that speciality.
 */
export function AvailableAlternatives({ doctor, doctors }: { doctor: Doctor; doctors: Doctor[] }) {
  const t = useT();
  const speciality = specialityName(doctor.speciality);
  const available = sameSpeciality(doctor, doctors).filter((d) => d.available);
  return (
    <section className={styles.alternatives} aria-labelledby="alternatives-heading" data-testid="available-alternatives">
      <h2 id="alternatives-heading">{t('RelatedDoctors.notTaking', { name: doctor.name })}</h2>
      {available.length > 0 ? (
        <>
          <p>{t('RelatedDoctors.these', { speciality })}</p>
          <DoctorCards doctors={available.slice(0, SHOWN)} />
          {available.length > SHOWN && (
            <p className={styles.more}>
              <Link to={doctorsPath(doctor.speciality)}>{t('RelatedDoctors.seeEvery', { speciality })}</Link>
            </p>
          )}
        </>
      ) : (
        <p>
          {richText(t('RelatedDoctors.noneOther', { speciality }), {
            link: (text) => (
              <Link to={doctorsPath()} className={styles.allLink}>
                {text}
              </Link>
            ),
          })}
        </p>
      )}
    </section>
  );
}
