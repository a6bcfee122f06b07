import { act, render, screen, fireEvent } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HeroCarousel } from './HeroCarousel';

const renderHero = () =>
  render(
    <MemoryRouter>
      <HeroCarousel />
    </MemoryRouter>,
  );

const shownTitle = () =>
  screen
    .getAllByTestId('hero-slide')
    .find((slide) => slide.getAttribute('aria-hidden') === 'false')!
    .querySelector('h1, h2')!.textContent;

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

beforeEach(() => {
  jest.useFakeTimers();
  preferReducedMotion(false);
});
afterEach(() => jest.useRealTimers());

test('two slides with the spec titles; the first is the page h1 and has the Book appointment link to /doctors', () => {
  renderHero();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Better Hearing, Better Life');
  expect(screen.getAllByTestId('hero-slide')).toHaveLength(2);
  expect(screen.getByText('Expert Audiology Care')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Book appointment' })).toHaveAttribute('href', '/doctors');
  // dots, no arrows
  expect(screen.getAllByRole('button', { name: /^Slide \d/ })).toHaveLength(2);
  expect(screen.queryByRole('button', { name: /next|previous/i })).toBeNull();
});

test('advances every 5 s and loops back to the first slide', () => {
  renderHero();
  expect(shownTitle()).toBe('Better Hearing, Better Life');
  act(() => jest.advanceTimersByTime(4999));
  expect(shownTitle()).toBe('Better Hearing, Better Life');
  act(() => jest.advanceTimersByTime(1));
  expect(shownTitle()).toBe('Expert Audiology Care');
  // The slide out of view is inert: its link is out of the tab order, for keyboard and screen readers.
  const [first, second] = screen.getAllByTestId('hero-slide');
  expect(first).toHaveAttribute('inert');
  expect(second).not.toHaveAttribute('inert');
  act(() => jest.advanceTimersByTime(5000));
  expect(shownTitle()).toBe('Better Hearing, Better Life');
});

test('the pause button stops it and play starts it again', () => {
  renderHero();
  fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
  act(() => jest.advanceTimersByTime(15000));
  expect(shownTitle()).toBe('Better Hearing, Better Life');
  fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
  act(() => jest.advanceTimersByTime(5000));
  expect(shownTitle()).toBe('Expert Audiology Care');
});

test('hovering or focusing the slides pauses; leaving resumes', () => {
  renderHero();
  const carousel = screen.getByRole('region', { name: 'Welcome' });
  fireEvent.mouseEnter(carousel);
  act(() => jest.advanceTimersByTime(10000));
  expect(shownTitle()).toBe('Better Hearing, Better Life');
  fireEvent.mouseLeave(carousel);
  act(() => jest.advanceTimersByTime(5000));
  expect(shownTitle()).toBe('Expert Audiology Care');

  const link = screen.getByRole('link', { name: 'Book appointment' });
  act(() => link.focus());
  act(() => jest.advanceTimersByTime(10000));
  expect(shownTitle()).toBe('Expert Audiology Care');
  act(() => link.blur());
  act(() => jest.advanceTimersByTime(5000));
  expect(shownTitle()).toBe('Better Hearing, Better Life');
});

test('a dot shows its slide', () => {
  renderHero();
  fireEvent.click(screen.getByRole('button', { name: 'Slide 2: Expert Audiology Care' }));
  expect(shownTitle()).toBe('Expert Audiology Care');
  expect(screen.getByRole('button', { name: 'Slide 2: Expert Audiology Care' })).toHaveAttribute('aria-current', 'true');
});

test('under reduced motion nothing moves until the visitor presses play', () => {
  preferReducedMotion(true);
  renderHero();
  expect(screen.getByRole('button', { name: 'Play slides' })).toBeVisible();
  act(() => jest.advanceTimersByTime(20000));
  expect(shownTitle()).toBe('Better Hearing, Better Life');
  fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
  act(() => jest.advanceTimersByTime(5000));
  expect(shownTitle()).toBe('Expert Audiology Care');
});
