import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import TestimonialsCarousel from './TestimonialsCarousel';

// Swiper itself is a layout engine jsdom cannot run; this double records the settings it is given and
// hands the component a fake instance whose autoplay can be observed.
const fakeSwiper = { autoplay: { start: jest.fn(), stop: jest.fn() }, slideNext: jest.fn(), slidePrev: jest.fn() };
let swiperProps: Record<string, unknown> = {};
jest.mock('swiper/react', () => {
  const { useEffect } = jest.requireActual<typeof import('react')>('react');
  return {
    Swiper: ({ children, onSwiper, ...props }: { children: ReactNode; onSwiper: (s: unknown) => void }) => {
      swiperProps = props;
      // Swiper hands over its instance once, on mount.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      useEffect(() => onSwiper(fakeSwiper), []);
      return <div>{children}</div>;
    },
    SwiperSlide: ({ children, ...rest }: { children: ReactNode }) => (
      <div data-testid={(rest as { 'data-testid'?: string })['data-testid']}>{children}</div>
    ),
  };
});
jest.mock('swiper/modules', () => ({ A11y: 'A11y', Autoplay: 'Autoplay' }));

beforeEach(() => jest.clearAllMocks());

test('five five-star reviews, looping every 1.5 s, 3 per page (2 under 992 px, 1 under 572 px)', () => {
  render(<TestimonialsCarousel />);
  expect(screen.getAllByTestId('testimonial')).toHaveLength(5);
  expect(screen.getAllByRole('img', { name: '5 out of 5 stars' })).toHaveLength(5);
  expect(swiperProps).toMatchObject({
    loop: true,
    slidesPerView: 1,
    breakpoints: { 572: { slidesPerView: 2 }, 992: { slidesPerView: 3 } },
    autoplay: { delay: 1500 },
  });
});

test('the pause button stops the autoplay and play restarts it; hovering pauses too', () => {
  render(<TestimonialsCarousel />);
  expect(fakeSwiper.autoplay.start).toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Pause reviews' }));
  expect(fakeSwiper.autoplay.stop).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByRole('button', { name: 'Play reviews' }));
  expect(fakeSwiper.autoplay.start).toHaveBeenCalledTimes(2);

  fireEvent.mouseEnter(screen.getByRole('region', { name: 'Patient reviews' }));
  expect(fakeSwiper.autoplay.stop).toHaveBeenCalledTimes(2);
  act(() => void fireEvent.mouseLeave(screen.getByRole('region', { name: 'Patient reviews' })));
  expect(fakeSwiper.autoplay.start).toHaveBeenCalledTimes(3);
});

test('previous and next buttons move one review', () => {
  render(<TestimonialsCarousel />);
  fireEvent.click(screen.getByRole('button', { name: 'Next review' }));
  fireEvent.click(screen.getByRole('button', { name: 'Previous review' }));
  expect(fakeSwiper.slideNext).toHaveBeenCalledTimes(1);
  expect(fakeSwiper.slidePrev).toHaveBeenCalledTimes(1);
});
