import { useT } from '../../../i18n';
import styles from './StarRating.module.css';

/** Stars drawn in the page, with the rating in words for screen readers. */
export function StarRating({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  const t = useT();
  return (
    <p className={styles.stars} role="img" aria-label={t('HomePage.testimonials.stars', { rating, outOf })}>
      {Array.from({ length: outOf }, (_, i) => (
        <svg
          key={i}
          width="20"
          height="20"
          viewBox="0 0 20 20"
          aria-hidden="true"
          focusable="false"
          className={i < rating ? styles.on : styles.off}
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </p>
  );
}
