import { Link } from 'react-router-dom';
import { CLINIC, clinicFact, mailLink, telLink } from '@clinic/shared/clinic';
import { PRIVACY_NOTICE_VERSION } from '@clinic/shared/contract';
import { richText } from '@clinic/shared/i18n';
import { useT } from '../../i18n';
import { noticeDate } from './notice-date';
import styles from './PrivacyNotice.module.css';

const strong = (words: string) => <strong>{words}</strong>;
const profileLink = (words: string) => <Link to="/my-profile">{words}</Link>;

/**
 * The privacy notice a new account agrees to (decision 47). Plain words for older patients; honest about what
 * this clinic's website actually keeps. A change of wording needs a new PRIVACY_NOTICE_VERSION.
 */
export function PrivacyNotice() {
  const t = useT();
  const right = (key: 'see' | 'correct' | 'delete' | 'nominate' | 'complain') =>
    richText(t(`PrivacyPage.rights.${key}`), { strong, link: profileLink });
  return (
    <div className={styles.notice}>
      <p className={styles.version}>{richText(t('PrivacyPage.version', { date: noticeDate(PRIVACY_NOTICE_VERSION) }), { strong })}</p>

      <section aria-labelledby="privacy-who">
        <h2 id="privacy-who">{t('PrivacyPage.who.title')}</h2>
        <p>{t('PrivacyPage.who.text', { clinic: CLINIC.name, address: `${clinicFact('addressLine1')}, ${clinicFact('addressLine2')}` })}</p>
      </section>

      <section aria-labelledby="privacy-what">
        <h2 id="privacy-what">{t('PrivacyPage.what.title')}</h2>
        <ul>
          <li>{t('PrivacyPage.what.account')}</li>
          <li>{t('PrivacyPage.what.profile')}</li>
          <li>{t('PrivacyPage.what.appointments')}</li>
          <li>{t('PrivacyPage.what.messages')}</li>
          <li>{t('PrivacyPage.what.contact')}</li>
          <li>{t('PrivacyPage.what.security')}</li>
        </ul>
        <p>{t('PrivacyPage.what.payments')}</p>
      </section>

      <section aria-labelledby="privacy-why">
        <h2 id="privacy-why">{t('PrivacyPage.why.title')}</h2>
        <p>{t('PrivacyPage.why.text')}</p>
      </section>

      <section aria-labelledby="privacy-who-sees">
        <h2 id="privacy-who-sees">{t('PrivacyPage.whoSees.title')}</h2>
        <ul>
          <li>{t('PrivacyPage.whoSees.doctor')}</li>
          <li>{t('PrivacyPage.whoSees.frontDesk')}</li>
          <li>{t('PrivacyPage.whoSees.companies')}</li>
        </ul>
        <p>{t('PrivacyPage.whoSees.law')}</p>
      </section>

      <section aria-labelledby="privacy-how-long">
        <h2 id="privacy-how-long">{t('PrivacyPage.howLong.title')}</h2>
        <p>{t('PrivacyPage.howLong.text')}</p>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">{t('PrivacyPage.rights.title')}</h2>
        <p>{t('PrivacyPage.rights.intro')}</p>
        <ul>
          <li>{right('see')}</li>
          <li>{right('correct')}</li>
          <li>{right('delete')}</li>
          <li>{right('nominate')}</li>
          <li>{right('complain')}</li>
        </ul>
      </section>

      <section aria-labelledby="privacy-contact">
        <h2 id="privacy-contact">{t('PrivacyPage.contact.title')}</h2>
        <p>
          {richText(t('PrivacyPage.contact.text', { email: CLINIC.email, phone: CLINIC.phones[0] }), {
            email: (email) => <a href={mailLink(t('PrivacyPage.contact.emailSubject'))}>{email}</a>,
            phone: (phone) => <a href={telLink(CLINIC.phones[0])}>{phone}</a>,
          })}
        </p>
      </section>
    </div>
  );
}
