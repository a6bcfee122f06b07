import { Link } from 'react-router-dom';
import { CLINIC, chatLink, telLink } from '@clinic/shared/clinic';
import { NAV_LINKS } from './nav-links';
import styles from './Footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{CLINIC.name}</h2>
          <p>Hearing tests, hearing aids and speech therapy for every age, with time to listen and explain.</p>
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
              <a href={`mailto:${CLINIC.email}`}>{CLINIC.email}</a>
            </li>
            <li>
              <a href={chatLink(navigator.userAgent)} target="_blank" rel="noreferrer">
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
        <section aria-labelledby="footer-social">
          <h2 id="footer-social">Follow us</h2>
          <ul>
            {CLINIC.social.map((s) => (
              <li key={s.name}>
                <a href={s.url} target="_blank" rel="noreferrer">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>
        © {CLINIC.copyrightYear} {CLINIC.name}. All rights reserved.
      </p>
    </footer>
  );
}
