import { ServiceIcon, type ServiceIconName } from '../../../ui/ServiceIcon';
import styles from './FeatureHighlights.module.css';

const FEATURES: { title: string; text: string; icon: ServiceIconName }[] = [
  {
    title: 'Accurate hearing tests',
    text: 'Calibrated audiometers in a sound-treated room, for newborns to grandparents, with results explained and written down.',
    icon: 'headphones',
  },
  {
    title: 'Hearing aids that fit your life',
    text: 'Try before you buy, from several makers and budgets. Fitting, fine-tuning and servicing are part of the care.',
    icon: 'hearingAid',
  },
  {
    title: 'Speech therapy for all ages',
    text: 'From a toddler’s first words to voice care and speech after a stroke, with home practice your family can join in.',
    icon: 'speech',
  },
];

/** The home page's three features. */
export function FeatureHighlights() {
  return (
    <section className={styles.section} aria-labelledby="features-title">
      <h2 id="features-title" className="visually-hidden">
        What we offer
      </h2>
      <ul className={styles.list}>
        {FEATURES.map((feature) => (
          <li key={feature.title} className={styles.item}>
            <span className={styles.icon}>
              <ServiceIcon name={feature.icon} />
            </span>
            <h3 className={styles.title}>{feature.title}</h3>
            <p className={styles.text}>{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
