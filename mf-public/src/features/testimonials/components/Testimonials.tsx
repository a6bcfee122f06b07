import { lazy, Suspense } from 'react';
import { Spinner } from '@clinic/shared/ui';
import { Section } from '../../../ui/Section';
import { useNearViewport } from '../hooks/useNearViewport';
import { useT } from '../../../i18n';
import styles from './Testimonials.module.css';

// Swiper is fetched only when the reviews come close to the screen, not with the home page.
const TestimonialsCarousel = lazy(() => import(/* webpackChunkName: "testimonials-carousel" */ './TestimonialsCarousel'));

export function Testimonials() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const t = useT();
  const placeholder = (
    <div className={styles.placeholder}>
      <Spinner label={t('HomePage.testimonials.loading')} />
    </div>
  );
  return (
    <Section
      id="testimonials"
      eyebrow={t('HomePage.testimonials.eyebrow')}
      title={t('HomePage.testimonials.title')}
      tone="tinted"
      intro={t('HomePage.testimonials.intro')}
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
