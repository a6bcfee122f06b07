import { doctorLanguageName, doctorTexts } from '@clinic/shared/clinic';
import type { Doctor } from '@clinic/shared/contract';
import { useLanguage } from '@clinic/shared/i18n';
import { useT } from '../i18n';
import styles from './DoctorDetails.module.css';

/*
 * What a visitor picks a clinician by, beside the spec's speciality: their focus ("Paediatric audiology")
 * and the languages they speak. Either line is left out while the clinic has not filled it in. The focus is
 * in the reader's language where staff wrote it there (decision 53).
 */

export function DoctorFocus({ doctor }: { doctor: Pick<Doctor, 'about' | 'focus' | 'address' | 'translations'> }) {
  const { focus } = doctorTexts(doctor, useLanguage());
  if (!focus) return null;
  return (
    <p className={styles.focus} data-testid="doctor-focus">
      {focus}
    </p>
  );
}

export function DoctorLanguages({ doctor }: { doctor: Pick<Doctor, 'languages'> }) {
  const t = useT();
  if (doctor.languages.length === 0) return null;
  return (
    <p className={styles.languages} data-testid="doctor-languages">
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 5h16v10H9l-5 4V5z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      {t('common.speaks', { languages: doctor.languages.map(doctorLanguageName).join(', ') })}
    </p>
  );
}
