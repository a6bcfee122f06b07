import { CLINIC, mailLink, telLink } from '@clinic/shared/clinic';
import { useChatLink } from '@clinic/shared/ui';
import styles from './CtaBanner.module.css';

/** The call to action. Chat and e-mail sit beside the phone: nothing here is phone-only (decision 24). */
export function CtaBanner() {
  const chatLink = useChatLink();
  return (
    <section className={styles.band} aria-labelledby="first-step">
      <div className={styles.inner}>
        <div>
          <h2 id="first-step" className={styles.title}>
            Take the First Step Towards Better Hearing
          </h2>
          <p className={styles.text}>
            Noticed the TV getting louder, or a child not answering when called? A hearing check fits in one 30-minute appointment and tells
            you exactly where you stand. Write, chat or call — whichever is easiest for you.
          </p>
        </div>
        <ul className={styles.actions}>
          <li>
            <a className={styles.primary} href={chatLink} target="_blank" rel="noreferrer">
              Chat with us
            </a>
          </li>
          <li>
            <a className={styles.secondary} href={mailLink('Hearing check')}>
              E-mail us
            </a>
          </li>
          <li>
            <a className={styles.secondary} href={telLink(CLINIC.phones[0])}>
              Call {CLINIC.phones[0]}
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
