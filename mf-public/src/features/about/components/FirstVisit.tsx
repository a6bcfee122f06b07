import { ButtonLink } from '../../../ui/ButtonLink';
import { useT } from '../../../i18n';
import styles from './FirstVisit.module.css';

/** The steps of a first visit; each one's title and text are in the catalog, `AboutPage.firstVisit.<step>`. */
const STEPS = ['book', 'conversation', 'test', 'results'] as const;

export function FirstVisit() {
  const t = useT();
  return (
    <section aria-labelledby="first-visit" className={styles.section}>
      <h2 id="first-visit">{t('AboutPage.firstVisit.title')}</h2>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step}>
            <h3>{t(`AboutPage.firstVisit.${step}.title`)}</h3>
            <p>{t(`AboutPage.firstVisit.${step}.text`)}</p>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <ButtonLink to="/doctors">{t('common.bookAnAppointment')}</ButtonLink>
        <ButtonLink to="/contact" variant="outline">
          {t('common.contactUs')}
        </ButtonLink>
      </div>
    </section>
  );
}
