import { Fragment } from 'react';
import { formatPhone, type UserProfile } from '@clinic/shared/contract';
import { preferenceLines } from '../message-preferences';
import styles from './Profile.module.css';

const shown = (value: string) => (value && value !== 'Not Selected' ? value : 'Not provided');

/** A `YYYY-MM-DD` birth date in words, without the reader's zone moving it a day. */
function birthDate(dob: string) {
  const [y, m, d] = dob.split('-').map(Number);
  if (!y || !m || !d) return shown(dob);
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

export function ProfileView({ profile }: { profile: UserProfile }) {
  const address = [profile.address.line1, profile.address.line2].filter(Boolean);
  return (
    <div className={styles.sections}>
      <section aria-labelledby="contact-heading">
        <h2 id="contact-heading" className={styles.sectionTitle}>
          Contact information
        </h2>
        <dl className={styles.list}>
          <dt>Email</dt>
          <dd>{profile.email}</dd>
          <dt>Phone</dt>
          <dd>{shown(formatPhone(profile.phone))}</dd>
          <dt>Address</dt>
          <dd>
            {address.length
              ? address.map((line) => (
                  <span key={line} className={styles.line}>
                    {line}
                  </span>
                ))
              : 'Not provided'}
          </dd>
        </dl>
      </section>
      <section aria-labelledby="basic-heading">
        <h2 id="basic-heading" className={styles.sectionTitle}>
          Basic information
        </h2>
        <dl className={styles.list}>
          <dt>Gender</dt>
          <dd>{shown(profile.gender)}</dd>
          <dt>Birthday</dt>
          <dd>{profile.dob === 'Not Selected' ? 'Not provided' : birthDate(profile.dob)}</dd>
        </dl>
      </section>
      <section aria-labelledby="messages-heading" className={styles.wide}>
        <h2 id="messages-heading" className={styles.sectionTitle}>
          Messages
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
