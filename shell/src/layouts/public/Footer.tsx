import { Link } from 'react-router-dom';
import { CLINIC, clinicFact, mailLink, telLink } from '@clinic/shared/clinic';
import { richText } from '@clinic/shared/i18n';
import { useChatLink } from '@clinic/shared/ui';
import { useT } from '../../i18n';
import { FooterHours } from './FooterHours';
import { NAV_LINKS } from './nav-links';
import { SocialIcon } from './SocialIcon';
import styles from './Footer.module.css';

export function Footer() {
  const t = useT();
  const chatLink = useChatLink();
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section aria-labelledby="footer-about" className={styles.about}>
          <h2 id="footer-about">{CLINIC.name}</h2>
          <p>{t('Footer.about')}</p>
          <ul className={styles.social} aria-label={t('Footer.followUs')}>
            {CLINIC.social.map((s) => (
              <li key={s.name}>
                <a href={s.url} target="_blank" rel="noreferrer" aria-label={t('Footer.social', { network: s.name })}>
                  <SocialIcon network={s.name} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{t('Footer.quickLinks')}</h2>
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('Footer.getInTouch')}</h2>
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
                {t('common.chatWithUs')}
              </a>
            </li>
          </ul>
          <address>
            {clinicFact('addressLine1')}
            <br />
            {clinicFact('addressLine2')}
          </address>
        </section>
        <FooterHours />
      </div>
      <p className={styles.copyright}>
        {/* Beside the copyright, not among the spec's five quick links: the notice new accounts agree to (decision 47). */}
        {richText(t('Footer.copyright', { year: String(CLINIC.copyrightYear), clinic: CLINIC.name }), {
          privacy: (text) => (
            <Link to="/privacy" className={styles.legal}>
              {text}
            </Link>
          ),
        })}
      </p>
    </footer>
  );
}
