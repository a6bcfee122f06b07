import { useEffect, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import { TESTIMONIALS_CAROUSEL } from '../../../ui/carousel/carousel-settings';
import { useCarouselAutoplay } from '../../../ui/carousel/hooks/useCarouselAutoplay';
import { PlayPauseButton } from '../../../ui/carousel/components/PlayPauseButton';
import { TESTIMONIALS } from '../testimonials-data';
import { TestimonialCard } from './TestimonialCard';
import { useT } from '../../../i18n';
import styles from './TestimonialsCarousel.module.css';

/**
 * The testimonials carousel (spec section 9 timings). Swiper lives only in this lazily loaded module;
 * the play/pause state, hover and focus pauses come from the same hook as the hero.
 */
export default function TestimonialsCarousel() {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const autoplay = useCarouselAutoplay();
  const t = useT();

  useEffect(() => {
    if (!swiper?.autoplay) return;
    if (autoplay.running) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, autoplay.running]);

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription={t('HomePage.carouselRole')}
      aria-label={t('HomePage.testimonials.label')}
      {...autoplay.hoverProps}
    >
      <div {...autoplay.focusProps}>
        <Swiper
          modules={[Autoplay, A11y]}
          onSwiper={setSwiper}
          loop={TESTIMONIALS_CAROUSEL.loop}
          slidesPerView={TESTIMONIALS_CAROUSEL.slidesPerView}
          spaceBetween={TESTIMONIALS_CAROUSEL.spaceBetween}
          breakpoints={TESTIMONIALS_CAROUSEL.breakpoints}
          autoplay={{ delay: TESTIMONIALS_CAROUSEL.autoplayDelayMs, disableOnInteraction: false, pauseOnMouseEnter: false }}
          // Each slide is labelled here, in the page's language (Swiper's own labels would be its English).
          a11y={{ slideLabelMessage: '', slideRole: 'group' }}
          className={styles.swiper}
        >
          {TESTIMONIALS.map((testimonial, index) => (
            <SwiperSlide
              key={testimonial.id}
              className={styles.slide}
              data-testid="testimonial"
              aria-label={t('HomePage.testimonials.slide', { index: index + 1, count: TESTIMONIALS.length })}
            >
              <TestimonialCard testimonial={testimonial} />
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} onClick={() => swiper?.slidePrev()} aria-label={t('HomePage.testimonials.previous')}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M12.5 4l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <PlayPauseButton
          stopped={autoplay.stoppedByUser}
          onToggle={autoplay.toggle}
          labels={{ play: t('HomePage.testimonials.play'), pause: t('HomePage.testimonials.pause') }}
        />
        <button type="button" className={styles.arrow} onClick={() => swiper?.slideNext()} aria-label={t('HomePage.testimonials.next')}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M7.5 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
    </div>
  );
}
