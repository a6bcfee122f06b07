import { CLINIC, mailLink, telLink } from '@clinic/shared/clinic';
import { useChatLink } from '@clinic/shared/ui';
import { useT } from '../../../i18n';
import styles from './CtaBanner.module.css';

/** The call to action. Chat and e-mail sit beside the phone: nothing here is phone-only (decision 24). */
export function CtaBanner() {
  const chatLink = useChatLink();
  const t = useT();
  return (
    <section className={styles.band} aria-labelledby="first-step">
      <div className={styles.inner}>
        <div>
          <h2 id="first-step" className={styles.title}>
            {t('HomePage.cta.title')}
          </h2>
          <p className={styles.text}>{t('HomePage.cta.text')}</p>
        </div>
        <ul className={styles.actions}>
          <li>
            <a className={styles.primary} href={chatLink} target="_blank" rel="noreferrer">
              {t('HomePage.cta.chat')}
            </a>
          </li>
          <li>
            <a className={styles.secondary} href={mailLink(t('HomePage.cta.emailSubject'))}>
              {t('HomePage.cta.email')}
            </a>
          </li>
          <li>
            <a className={styles.secondary} href={telLink(CLINIC.phones[0])}>
              {t('HomePage.cta.call', { phone: CLINIC.phones[0] })}
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
