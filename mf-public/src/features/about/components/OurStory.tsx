import { CLINIC } from '@clinic/shared/clinic';
import { EarIllustration } from '../../../illustrations/EarIllustration';
import { useT } from '../../../i18n';
import styles from './OurStory.module.css';

export function OurStory() {
  const t = useT();
  return (
    <section className={styles.story} aria-labelledby="our-story">
      <div>
        <h2 id="our-story">{t('AboutPage.story.title')}</h2>
        <p>{t('AboutPage.story.began', { clinic: CLINIC.name })}</p>
        <p>{t('AboutPage.story.today')}</p>
      </div>
      <div className={styles.art}>
        <EarIllustration />
      </div>
    </section>
  );
}
