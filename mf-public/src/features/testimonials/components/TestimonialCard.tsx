import type { Testimonial } from '../testimonials-data';
import { StarRating } from './StarRating';
import styles from './TestimonialCard.module.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((part) => /^[A-Z]/.test(part))
    .slice(0, 2)
    .map((part) => part[0])
    .join('');

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={styles.card}>
      <StarRating rating={testimonial.rating} />
      <blockquote className={styles.quote}>
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className={styles.person}>
        <span className={styles.avatar} aria-hidden="true">
          {initials(testimonial.name)}
        </span>
        <span>
          <strong>{testimonial.name}</strong>
          <small>{testimonial.detail}</small>
        </span>
      </figcaption>
    </figure>
  );
}
