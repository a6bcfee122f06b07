import { lazy, Suspense } from 'react';
import { Spinner } from '@clinic/shared/ui';
import { Section } from '../../../ui/Section';
import { useNearViewport } from '../hooks/useNearViewport';
import styles from './Testimonials.module.css';

// Swiper is fetched only when the reviews come close to the screen, not with the home page.
const TestimonialsCarousel = lazy(() => import(/* webpackChunkName: "testimonials-carousel" */ './TestimonialsCarousel'));

export function Testimonials() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const placeholder = (
    <div className={styles.placeholder}>
      <Spinner label="Loading reviews…" />
    </div>
  );
  return (
    <Section
      id="testimonials"
      eyebrow="Kind words"
      title="What Our Patients Say"
      tone="tinted"
      intro="Real stories from the families we care for."
    >
      <div ref={ref}>
        {near ? (
          <Suspense fallback={placeholder}>
            <TestimonialsCarousel />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    </Section>
  );
}
