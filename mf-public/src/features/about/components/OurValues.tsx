import { useT } from '../../../i18n';
import styles from './OurValues.module.css';

/** Each value's title and text are in the catalog, `AboutPage.values.<value>`. */
const VALUES = ['listen', 'plainWords', 'onlyNeed', 'continues'] as const;

export function OurValues() {
  const t = useT();
  return (
    <section aria-labelledby="our-values" className={styles.values}>
      <h2 id="our-values">{t('AboutPage.values.title')}</h2>
      <ul className={styles.grid}>
        {VALUES.map((value, index) => (
          <li key={value} className={styles.card}>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3>{t(`AboutPage.values.${value}.title`)}</h3>
            <p>{t(`AboutPage.values.${value}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
