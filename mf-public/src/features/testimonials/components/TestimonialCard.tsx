import type { Testimonial } from '../testimonials-data';
import { StarRating } from './StarRating';
import { useT } from '../../../i18n';
import styles from './TestimonialCard.module.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((part) => /^[A-Z]/.test(part))
    .slice(0, 2)
    .map((part) => part[0])
    .join('');

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const t = useT();
  return (
    <figure className={styles.card}>
      <StarRating rating={testimonial.rating} />
      <blockquote className={styles.quote}>
        <p>“{t(`HomePage.testimonials.${testimonial.id}.quote`)}”</p>
      </blockquote>
      <figcaption className={styles.person}>
        <span className={styles.avatar} aria-hidden="true" translate="no">
          {initials(testimonial.name)}
        </span>
        <span>
          <strong translate="no">{testimonial.name}</strong>
          <small>{t(`HomePage.testimonials.${testimonial.id}.detail`)}</small>
        </span>
      </figcaption>
    </figure>
  );
}
