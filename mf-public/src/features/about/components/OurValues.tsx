import styles from './OurValues.module.css';

const VALUES = [
  { title: 'Time to listen', text: 'First appointments are long enough for your questions, and for the people who came with you.' },
  { title: 'Plain words, written down', text: 'Every result is explained without jargon and given to you on paper or by e-mail.' },
  { title: 'Only what you need', text: 'No pressure and no upselling. If you do not need a hearing aid, we will tell you so.' },
  { title: 'Care that continues', text: 'Follow-ups, fine-tuning and servicing are part of the plan, for as long as you are with us.' },
];

export function OurValues() {
  return (
    <section aria-labelledby="our-values" className={styles.values}>
      <h2 id="our-values">What we believe</h2>
      <ul className={styles.grid}>
        {VALUES.map((value, index) => (
          <li key={value.title} className={styles.card}>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3>{value.title}</h3>
            <p>{value.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
