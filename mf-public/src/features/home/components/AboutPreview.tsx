import { CLINIC } from '@clinic/shared/clinic';
import { ClinicIllustration } from '../../../illustrations/ClinicIllustration';
import { ButtonLink } from '../../../ui/ButtonLink';
import { useT } from '../../../i18n';
import styles from './AboutPreview.module.css';

/** The home page's about block, with its Contact Us link. */
export function AboutPreview() {
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="about-title">
      <div className={styles.inner}>
        <div className={styles.art}>
          <ClinicIllustration />
        </div>
        <div>
          <p className={styles.eyebrow}>{t('HomePage.about.eyebrow')}</p>
          <h2 id="about-title" className={styles.title}>
            {t('HomePage.about.title')}
          </h2>
          <p>{t('HomePage.about.started', { clinic: CLINIC.name })}</p>
          <p>{t('HomePage.about.explain')}</p>
          <div className={styles.actions}>
            <ButtonLink to="/contact">{t('common.contactUs')}</ButtonLink>
            <ButtonLink to="/about" variant="outline">
              {t('HomePage.about.story')}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
