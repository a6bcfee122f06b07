import { ServiceIcon, type ServiceIconName } from '../../../ui/ServiceIcon';
import { Section } from '../../../ui/Section';
import { useT } from '../../../i18n';
import styles from './WhyChooseUs.module.css';

type Reason = 'specialists' | 'equipment' | 'communication' | 'prices';

/** Each reason's title and text are in the catalog, `HomePage.why.<id>`. */
const REASONS: { id: Reason; icon: ServiceIconName }[] = [
  { id: 'specialists', icon: 'people' },
  { id: 'equipment', icon: 'pulse' },
  { id: 'communication', icon: 'speech' },
  { id: 'prices', icon: 'shield' },
];

/** Why Choose Us: four cards. */
export function WhyChooseUs() {
  const t = useT();
  return (
    <Section
      id="why-choose-us"
      eyebrow={t('HomePage.why.eyebrow')}
      title={t('HomePage.why.title')}
      tone="tinted"
      intro={t('HomePage.why.intro')}
    >
      <ul className={styles.grid}>
        {REASONS.map((reason) => (
          <li key={reason.id} className={styles.card}>
            <span className={styles.icon}>
              <ServiceIcon name={reason.icon} />
            </span>
            <h3 className={styles.title}>{t(`HomePage.why.${reason.id}.title`)}</h3>
            <p className={styles.text}>{t(`HomePage.why.${reason.id}.text`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
