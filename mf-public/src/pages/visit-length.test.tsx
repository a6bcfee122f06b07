import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SLOT_MINUTES } from '@clinic/shared/booking';
import { CtaBanner } from '../features/home/components/CtaBanner';
import { FirstVisit } from '../features/about/components/FirstVisit';

// A hearing test is booked as one slot: the texts that describe it must not promise longer (issue 19, point 14).
test.each([
  ['the home page’s call to action', CtaBanner],
  ['the about page’s first visit', FirstVisit],
])('%s describes a hearing test that fits one slot', (_name, Block) => {
  const { container } = render(
    <MemoryRouter>
      <Block />
    </MemoryRouter>,
  );
  const text = container.textContent ?? '';
  expect(text).toContain(`${SLOT_MINUTES}-minute appointment`);
  const durations = [...text.matchAll(/(\d+)[ -]minutes?/g)].map((m) => Number(m[1]));
  expect(durations.every((minutes) => minutes <= SLOT_MINUTES)).toBe(true);
});
