import { ServiceIcon, type ServiceIconName } from '../../../ui/ServiceIcon';
import { Section } from '../../../ui/Section';
import styles from './WhyChooseUs.module.css';

const REASONS: { title: string; text: string; icon: ServiceIconName }[] = [
  {
    title: 'Qualified, caring specialists',
    text: 'Registered audiologists and speech-language therapists, with an ENT surgeon on the team when your ears need medical care.',
    icon: 'people',
  },
  {
    title: 'Modern, calibrated equipment',
    text: 'A sound-treated test room, diagnostic audiometry, tympanometry, OAE and BERA — the same tests hospitals use.',
    icon: 'pulse',
  },
  {
    title: 'Clear communication, always',
    text: 'We face you when we speak, write down what matters and answer by chat or e-mail, so nothing depends on the phone.',
    icon: 'speech',
  },
  {
    title: 'Honest, transparent prices',
    text: 'Fees are shown before you book. Hearing aids come with a home trial, and we recommend only what you need.',
    icon: 'shield',
  },
];

/** Why Choose Us: four cards. */
export function WhyChooseUs() {
  return (
    <Section
      id="why-choose-us"
      eyebrow="Our promise"
      title="Why Choose Us"
      tone="tinted"
      intro="Good hearing care is part skill, part patience. We bring both to every appointment."
    >
      <ul className={styles.grid}>
        {REASONS.map((reason) => (
          <li key={reason.title} className={styles.card}>
            <span className={styles.icon}>
              <ServiceIcon name={reason.icon} />
            </span>
            <h3 className={styles.title}>{reason.title}</h3>
            <p className={styles.text}>{reason.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
