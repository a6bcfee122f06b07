import { CLINIC, clinicFact, mailLink, telLink } from '@clinic/shared/clinic';
import { useChatLink } from '@clinic/shared/ui';
import { useT } from '../../../i18n';
import styles from './ContactDetails.module.css';

/** Phones, e-mail, chat and address; chat and e-mail stand beside the phones (decision 24). */
export function ContactDetails() {
  const chatLink = useChatLink();
  const t = useT();
  return (
    <section aria-labelledby="reach-us" className={styles.card}>
      <h2 id="reach-us" className={styles.heading}>
        {t('ContactPage.details.title')}
      </h2>
      <dl className={styles.list}>
        <div>
          <dt>{t('ContactPage.details.phone')}</dt>
          {CLINIC.phones.map((phone) => (
            <dd key={phone}>
              <a href={telLink(phone)}>{phone}</a>
            </dd>
          ))}
        </div>
        <div>
          <dt>{t('ContactPage.details.email')}</dt>
          <dd>
            <a href={mailLink()}>{CLINIC.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t('ContactPage.details.chat')}</dt>
          <dd>
            <a href={chatLink} target="_blank" rel="noreferrer">
              {t('ContactPage.details.whatsApp')}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('ContactPage.details.address')}</dt>
          <dd>
            <address>
              {clinicFact('addressLine1')}
              <br />
              {clinicFact('addressLine2')}
            </address>
          </dd>
        </div>
      </dl>
    </section>
  );
}
