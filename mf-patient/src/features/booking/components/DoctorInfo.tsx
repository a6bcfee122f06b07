import { doctorLanguageName, doctorTexts, experienceText, serviceName, specialityName } from '@clinic/shared/clinic';
import type { Doctor } from '@clinic/shared/contract';
import { formatRupees } from '@clinic/shared/format';
import { useLanguage } from '@clinic/shared/i18n';
import { PageTitle } from '@clinic/shared/ui';
import { useT } from '../../../i18n';
import styles from './DoctorInfo.module.css';

export function DoctorInfo({ doctor }: { doctor: Doctor }) {
  const t = useT();
  // About, focus and address as staff wrote them in the reader's language, else the English (decision 53).
  const texts = doctorTexts(doctor, useLanguage());
  return (
    <section className={styles.card}>
      <img
        src={doctor.image}
        alt={t('DoctorInfo.portrait', { name: doctor.name })}
        width={280}
        height={280}
        className={styles.photo}
        fetchpriority="high"
      />
      <div className={styles.body}>
        <p className={doctor.available ? styles.available : styles.unavailable}>
          <span className={styles.dot} aria-hidden="true" />
          {doctor.available ? t('common.available') : t('common.notAvailable')}
        </p>
        <PageTitle title={t('DoctorInfo.pageTitle', { name: doctor.name })}>{doctor.name}</PageTitle>
        {texts.focus && (
          <p className={styles.focus} data-testid="doctor-focus">
            {texts.focus}
          </p>
        )}
        <p className={styles.meta}>
          {doctor.degree} · {specialityName(doctor.speciality)} <span className={styles.pill}>{experienceText(doctor.experience)}</span>
        </p>
        {doctor.languages.length > 0 && (
          <p className={styles.languages} data-testid="doctor-languages">
            {t('common.speaks', { languages: doctor.languages.map(doctorLanguageName).join(', ') })}
          </p>
        )}
        <h2 className={styles.subhead}>{t('DoctorInfo.about')}</h2>
        <p className={styles.about}>{texts.about}</p>
        {doctor.services.length > 0 && (
          <>
            <h2 className={styles.subhead} id="doctor-services">
              {t('DoctorInfo.services')}
            </h2>
            <ul className={styles.services} aria-labelledby="doctor-services">
              {doctor.services.map((id) => (
                <li key={id}>{serviceName(id)}</li>
              ))}
            </ul>
          </>
        )}
        <dl className={styles.facts}>
          <div>
            <dt>{t('DoctorInfo.fee')}</dt>
            <dd className={styles.fee}>{formatRupees(doctor.fees)}</dd>
          </div>
          <div>
            <dt>{t('DoctorInfo.where')}</dt>
            <dd>
              {texts.address.line1}
              {texts.address.line2 && <br />}
              {texts.address.line2}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
