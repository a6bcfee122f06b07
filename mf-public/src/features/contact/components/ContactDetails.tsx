import { CLINIC, mailLink, telLink } from '@clinic/shared/clinic';
import { useChatLink } from '@clinic/shared/ui';
import styles from './ContactDetails.module.css';

/** Phones, e-mail, chat and address; chat and e-mail stand beside the phones (decision 24). */
export function ContactDetails() {
  const chatLink = useChatLink();
  return (
    <section aria-labelledby="reach-us" className={styles.card}>
      <h2 id="reach-us" className={styles.heading}>
        Reach us
      </h2>
      <dl className={styles.list}>
        <div>
          <dt>Phone</dt>
          {CLINIC.phones.map((phone) => (
            <dd key={phone}>
              <a href={telLink(phone)}>{phone}</a>
            </dd>
          ))}
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={mailLink()}>{CLINIC.email}</a>
          </dd>
        </div>
        <div>
          <dt>Chat</dt>
          <dd>
            <a href={chatLink} target="_blank" rel="noreferrer">
              Message us on WhatsApp
            </a>
          </dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>
            <address>
              {CLINIC.address.line1}
              <br />
              {CLINIC.address.line2}
            </address>
          </dd>
        </div>
      </dl>
    </section>
  );
}
