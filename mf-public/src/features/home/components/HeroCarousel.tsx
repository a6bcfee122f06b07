import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { HERO_CAROUSEL, nextSlide } from '../../../ui/carousel/carousel-settings';
import { useCarouselAutoplay } from '../../../ui/carousel/hooks/useCarouselAutoplay';
import { PlayPauseButton } from '../../../ui/carousel/components/PlayPauseButton';
import { EarIllustration } from '../../../illustrations/EarIllustration';
import { AudiogramIllustration } from '../../../illustrations/AudiogramIllustration';
import { useT } from '../../../i18n';
import { HERO_SLIDES } from '../hero-slides';
import styles from './HeroCarousel.module.css';

const ILLUSTRATIONS = { ear: EarIllustration, audiogram: AudiogramIllustration };

/**
 * The two-slide hero, hand-rolled (a cross-fade and a timer) so the home page's first load carries no
 * carousel library. The first title is the page's h1; slides that are not shown are inert.
 */
export function HeroCarousel() {
  const [current, setCurrent] = useState(0);
  const autoplay = useCarouselAutoplay();
  const t = useT();

  // Keyed on `current`, so choosing a dot also restarts the 5 s count.
  useEffect(() => {
    if (!autoplay.running) return;
    const timer = window.setTimeout(() => setCurrent((i) => nextSlide(i, HERO_SLIDES.length)), HERO_CAROUSEL.intervalMs);
    return () => window.clearTimeout(timer);
  }, [autoplay.running, current]);

  return (
    <section
      className={styles.hero}
      aria-roledescription={t('HomePage.carouselRole')}
      aria-label={t('HomePage.hero.label')}
      {...autoplay.hoverProps}
    >
      <div className={styles.slides} aria-live={autoplay.running ? 'off' : 'polite'} {...autoplay.focusProps}>
        {HERO_SLIDES.map((slide, index) => {
          const Illustration = ILLUSTRATIONS[slide.illustration];
          const Title = index === 0 ? 'h1' : 'h2';
          const shown = index === current;
          const title = t(`HomePage.hero.slides.${slide.id}.title`);
          return (
            <div
              key={slide.id}
              className={`${styles.slide} ${shown ? styles.shown : ''}`}
              role="group"
              aria-roledescription={t('HomePage.slideRole')}
              aria-label={t('HomePage.hero.slidePosition', { index: index + 1, count: HERO_SLIDES.length })}
              aria-hidden={!shown}
              inert={shown ? undefined : ''}
              data-testid="hero-slide"
            >
              <div className={styles.text}>
                <p className={styles.eyebrow}>{t(`HomePage.hero.slides.${slide.id}.eyebrow`)}</p>
                <Title className={styles.title}>{title}</Title>
                <p className={styles.lead}>{t(`HomePage.hero.slides.${slide.id}.text`)}</p>
                <Link to="/doctors" className={styles.cta}>
                  {t('HomePage.hero.book')}
                </Link>
              </div>
              <div className={styles.art}>
                <Illustration />
              </div>
            </div>
          );
        })}
      </div>
      <div className={styles.controls}>
        <div className={styles.dots} role="group" aria-label={t('HomePage.hero.chooseSlide')}>
          {HERO_SLIDES.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              className={styles.dot}
              aria-label={t('HomePage.hero.dot', { index: index + 1, title: t(`HomePage.hero.slides.${slide.id}.title`) })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => setCurrent(index)}
            >
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
        <PlayPauseButton
          stopped={autoplay.stoppedByUser}
          onToggle={autoplay.toggle}
          labels={{ play: t('HomePage.hero.play'), pause: t('HomePage.hero.pause') }}
        />
      </div>
    </section>
  );
}
