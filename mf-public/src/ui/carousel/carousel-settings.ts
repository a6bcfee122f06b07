/** Spec section 9: the two carousels' timings and layouts, in one place for the components and their tests. */
export const HERO_CAROUSEL = {
  intervalMs: 5000,
  loop: true,
  slidesPerView: 1,
  pagination: 'dots',
  arrows: false,
} as const;

/**
 * Testimonials: 3 per page, 2 under 992 px, 1 under 572 px. Swiper's breakpoints are minimum widths,
 * so the list reads from the smallest screen up.
 */
export const TESTIMONIALS_CAROUSEL = {
  autoplayDelayMs: 1500,
  loop: true,
  slidesPerView: 1,
  spaceBetween: 24,
  breakpoints: {
    572: { slidesPerView: 2 },
    992: { slidesPerView: 3 },
  },
} as const;

/** How many testimonials one page shows at a viewport width, by the same rule Swiper applies. */
export function testimonialsPerView(viewportWidth: number): number {
  let perView: number = TESTIMONIALS_CAROUSEL.slidesPerView;
  for (const [minWidth, settings] of Object.entries(TESTIMONIALS_CAROUSEL.breakpoints)) {
    if (viewportWidth >= Number(minWidth)) perView = settings.slidesPerView;
  }
  return perView;
}

/** The next slide of a looping carousel. */
export const nextSlide = (index: number, count: number) => (count === 0 ? 0 : (index + 1) % count);
