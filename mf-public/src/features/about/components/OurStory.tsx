import { EarIllustration } from '../../../illustrations/EarIllustration';
import styles from './OurStory.module.css';

export function OurStory() {
  return (
    <section className={styles.story} aria-labelledby="our-story">
      <div>
        <h2 id="our-story">Our story</h2>
        <p>
          Sunrise Hearing &amp; Speech Clinic began in 2012 with one audiologist, one sound booth and a simple idea: people with hearing
          loss deserve unhurried care and clear explanations, not a sales pitch. Many of our first patients were neighbours who had put off
          a hearing test for years because they were worried about being rushed into an expensive device.
        </p>
        <p>
          Today our team includes audiologists, speech-language therapists and an ENT surgeon. We test newborns before they go home, help
          children find their words, keep teachers’ and singers’ voices healthy, and fit and look after hearing aids for people of every
          age. What has not changed is the time we give each visit.
        </p>
      </div>
      <div className={styles.art}>
        <EarIllustration />
      </div>
    </section>
  );
}
