import { ServiceIcon, type ServiceIconName } from '../../../ui/ServiceIcon';
import { useT } from '../../../i18n';
import styles from './FeatureHighlights.module.css';

/** Each feature's title and text are in the catalog, `HomePage.features.<id>`. */
const FEATURES: { id: 'tests' | 'hearingAids' | 'speechTherapy'; icon: ServiceIconName }[] = [
  { id: 'tests', icon: 'headphones' },
  { id: 'hearingAids', icon: 'hearingAid' },
  { id: 'speechTherapy', icon: 'speech' },
];

/** The home page's three features. */
export function FeatureHighlights() {
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="features-title">
      <h2 id="features-title" className="visually-hidden">
        {t('HomePage.features.title')}
      </h2>
      <ul className={styles.list}>
        {FEATURES.map((feature) => (
          <li key={feature.id} className={styles.item}>
            <span className={styles.icon}>
              <ServiceIcon name={feature.icon} />
            </span>
            <h3 className={styles.title}>{t(`HomePage.features.${feature.id}.title`)}</h3>
            <p className={styles.text}>{t(`HomePage.features.${feature.id}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
