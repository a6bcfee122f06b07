import { HERO_CAROUSEL, TESTIMONIALS_CAROUSEL, nextSlide, testimonialsPerView } from './carousel-settings';

test('the hero advances every 5 s, loops, one slide per page, dots and no arrows', () => {
  expect(HERO_CAROUSEL).toEqual({ intervalMs: 5000, loop: true, slidesPerView: 1, pagination: 'dots', arrows: false });
});

test('the testimonials loop every 1.5 s', () => {
  expect(TESTIMONIALS_CAROUSEL.autoplayDelayMs).toBe(1500);
  expect(TESTIMONIALS_CAROUSEL.loop).toBe(true);
});

test.each([
  [320, 1],
  [571, 1],
  [572, 2],
  [768, 2],
  [991, 2],
  [992, 3],
  [1280, 3],
])('at %i px the testimonials show %i per page', (width, perView) => {
  expect(testimonialsPerView(width)).toBe(perView);
});

test('a looping carousel goes from the last slide back to the first', () => {
  expect(nextSlide(0, 2)).toBe(1);
  expect(nextSlide(1, 2)).toBe(0);
  expect(nextSlide(4, 5)).toBe(0);
  expect(nextSlide(0, 0)).toBe(0);
});
