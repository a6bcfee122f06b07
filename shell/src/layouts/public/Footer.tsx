import { Link } from 'react-router-dom';
import { CLINIC, mailLink, telLink } from '@clinic/shared/clinic';
import { useChatLink } from '@clinic/shared/ui';
import { FooterHours } from './FooterHours';
import { NAV_LINKS } from './nav-links';
import { SocialIcon } from './SocialIcon';
import styles from './Footer.module.css';

export function Footer() {
  const chatLink = useChatLink();
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section aria-labelledby="footer-about" className={styles.about}>
          <h2 id="footer-about">{CLINIC.name}</h2>
          <p>Hearing tests, hearing aids and speech therapy for every age, with time to listen and explain.</p>
          <ul className={styles.social} aria-label="Follow us">
            {CLINIC.social.map((s) => (
              <li key={s.name}>
                <a href={s.url} target="_blank" rel="noreferrer" aria-label={`${s.name} (opens in a new tab)`}>
                  <SocialIcon network={s.name} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Quick links</h2>
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Get in touch</h2>
          <ul>
            {CLINIC.phones.map((phone) => (
              <li key={phone}>
                <a href={telLink(phone)}>{phone}</a>
              </li>
            ))}
            <li>
              <a href={mailLink()}>{CLINIC.email}</a>
            </li>
            <li>
              <a href={chatLink} target="_blank" rel="noreferrer">
                Chat with us
              </a>
            </li>
          </ul>
          <address>
            {CLINIC.address.line1}
            <br />
            {CLINIC.address.line2}
          </address>
        </section>
        <FooterHours />
      </div>
      <p className={styles.copyright}>
        {/* Beside the copyright, not among the spec's five quick links: the notice new accounts agree to (issue 22). */}
        <Link to="/privacy" className={styles.legal}>
          Privacy notice
        </Link>{' '}
        · © {CLINIC.copyrightYear} {CLINIC.name}. All rights reserved.
      </p>
    </footer>
  );
}
