import { ClinicIllustration } from '../../../illustrations/ClinicIllustration';
import { ButtonLink } from '../../../ui/ButtonLink';
import styles from './AboutPreview.module.css';

/** The home page's about block, with its Contact Us link. */
export function AboutPreview() {
  return (
    <section className={styles.section} aria-labelledby="about-title">
      <div className={styles.inner}>
        <div className={styles.art}>
          <ClinicIllustration />
        </div>
        <div>
          <p className={styles.eyebrow}>About the clinic</p>
          <h2 id="about-title" className={styles.title}>
            A neighbourhood clinic for hearing and speech
          </h2>
          <p>
            Sunrise Hearing &amp; Speech Clinic started with one audiologist and a sound booth above a pharmacy in Jayanagar. Today our team
            sees babies, schoolchildren, working adults and grandparents — and we still give every visit the time it needs.
          </p>
          <p>
            We explain every result in plain language, write it down for you, and never push a hearing aid you do not need. Many of our
            patients hear poorly on the phone, so you can always reach us by chat or e-mail too.
          </p>
          <div className={styles.actions}>
            <ButtonLink to="/contact">Contact Us</ButtonLink>
            <ButtonLink to="/about" variant="outline">
              Our story
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
