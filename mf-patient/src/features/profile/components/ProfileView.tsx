import { Fragment } from 'react';
import { formatPhone, type UserProfile } from '@clinic/shared/contract';
import { useT } from '../../../i18n';
import { calendarFormatter } from '../../../lib/slot-day-text';
import { GENDER_KEYS } from '../genders';
import { preferenceLines } from '../message-preferences';
import { EmailProof } from './EmailProof';
import { PhoneProof } from '../../../components/PhoneProof';
import styles from './Profile.module.css';

const birthDay = calendarFormatter({ day: 'numeric', month: 'long', year: 'numeric' });

export function ProfileView({ profile }: { profile: UserProfile }) {
  const t = useT();
  const notProvided = t('Profile.notProvided');
  const shown = (value: string) => (value && value !== 'Not Selected' ? value : notProvided);
  /** A `YYYY-MM-DD` birth date in words (in the reader's language), without the reader's zone moving it a day. */
  const birthDate = (dob: string) => {
    const [y, m, d] = dob.split('-').map(Number);
    if (!y || !m || !d) return shown(dob);
    return birthDay(new Date(Date.UTC(y, m - 1, d)));
  };
  // The stored value is English; a value this release does not know is shown as it is.
  const gender = profile.gender in GENDER_KEYS ? t(GENDER_KEYS[profile.gender]) : profile.gender;
  const address = [profile.address.line1, profile.address.line2].filter(Boolean);
  return (
    <div className={styles.sections}>
      <section aria-labelledby="contact-heading">
        <h2 id="contact-heading" className={styles.sectionTitle}>
          {t('Profile.contact')}
        </h2>
        <dl className={styles.list}>
          <dt>{t('common.email')}</dt>
          <dd>
            {profile.email}
            <EmailProof profile={profile} />
          </dd>
          <dt>{t('common.phone')}</dt>
          <dd>
            {shown(formatPhone(profile.phone))}
            <PhoneProof profile={profile} />
          </dd>
          <dt>{t('Profile.address')}</dt>
          <dd>
            {address.length
              ? address.map((line) => (
                  <span key={line} className={styles.line}>
                    {line}
                  </span>
                ))
              : notProvided}
          </dd>
        </dl>
      </section>
      <section aria-labelledby="basic-heading">
        <h2 id="basic-heading" className={styles.sectionTitle}>
          {t('Profile.basic')}
        </h2>
        <dl className={styles.list}>
          <dt>{t('Profile.gender')}</dt>
          <dd>{profile.gender && profile.gender !== 'Not Selected' ? gender : notProvided}</dd>
          <dt>{t('Profile.birthday')}</dt>
          <dd>{profile.dob === 'Not Selected' ? notProvided : birthDate(profile.dob)}</dd>
        </dl>
      </section>
      <section aria-labelledby="messages-heading" className={styles.wide}>
        <h2 id="messages-heading" className={styles.sectionTitle}>
          {t('Messages.legend')}
        </h2>
        <dl className={styles.list}>
          {preferenceLines(profile.preferences).map(({ term, value }) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </section>
    </div>
  );
}
