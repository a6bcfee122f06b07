import { ButtonLink } from '../../../ui/ButtonLink';
import styles from './FirstVisit.module.css';

const STEPS = [
  { title: 'Book online or message us', text: 'Choose a specialist and a time, or send us a chat message and we will find one for you.' },
  { title: 'A relaxed conversation', text: 'We ask about your hearing, your health and the situations you find hardest.' },
  {
    title: 'Your hearing test',
    text: 'In our sound-treated room. The whole visit, talk and results included, fits in one 30-minute appointment. Bring someone along if you like.',
  },
  { title: 'Results and a plan', text: 'We explain your audiogram, write it down and agree the next steps together.' },
];

export function FirstVisit() {
  return (
    <section aria-labelledby="first-visit" className={styles.section}>
      <h2 id="first-visit">Your first visit</h2>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <ButtonLink to="/doctors">Book an Appointment</ButtonLink>
        <ButtonLink to="/contact" variant="outline">
          Contact Us
        </ButtonLink>
      </div>
    </section>
  );
}
