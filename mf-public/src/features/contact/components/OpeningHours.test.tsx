import { render, screen, within } from '@testing-library/react';
import { readPublic } from '@clinic/shared/api-client';
import { useClinicHoursStore } from '@clinic/shared/stores';
import { OpeningHours } from './OpeningHours';

jest.mock('@clinic/shared/api-client', () => ({ readPublic: jest.fn() }));
const mockedRead = readPublic as jest.MockedFunction<typeof readPublic>;

const morning = [{ from: '10:00', to: '13:30' }];
const split = [...morning, { from: '17:30', to: '20:00' }];
const HOURS = {
  weekly: { mon: split, tue: split, wed: morning, thu: split, fri: split, sat: split, sun: [] },
  windowDays: 7,
  closures: [
    { slotDate: '12_11_2026', reason: 'Diwali' },
    { slotDate: '14_11_2026', reason: 'Staff training' },
  ],
};

beforeEach(() => {
  jest.clearAllMocks();
  useClinicHoursStore.setState({ hours: null, status: 'idle' });
});

const rows = () =>
  within(screen.getByRole('region', { name: 'Opening hours' }))
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

test("the clinic's hours the page came with, grouped by days, and the coming closures", () => {
  useClinicHoursStore.setState({ hours: HOURS, status: 'ready' });
  render(<OpeningHours />);
  expect(rows()).toEqual([
    'Monday and Tuesday: 10:00 am – 1:30 pm and 5:30 pm – 8:00 pm',
    'Wednesday: 10:00 am – 1:30 pm',
    'Thursday to Saturday: 10:00 am – 1:30 pm and 5:30 pm – 8:00 pm',
    'Sunday: Closed',
  ]);
  const closures = screen.getByRole('list', { name: 'Days we are closed' });
  expect(
    within(closures)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Closed on Thursday 12 November: Diwali', 'Closed on Saturday 14 November: Staff training']);
  expect(mockedRead).not.toHaveBeenCalled();
});

test('with no closures coming, no closures list', () => {
  useClinicHoursStore.setState({ hours: { ...HOURS, closures: [] }, status: 'ready' });
  render(<OpeningHours />);
  expect(screen.queryByRole('list', { name: 'Days we are closed' })).not.toBeInTheDocument();
});

test('a page the server did not render reads the hours itself', async () => {
  mockedRead.mockResolvedValue({ success: true, message: '', hours: HOURS });
  render(<OpeningHours />);
  expect(await screen.findByText('Thursday to Saturday')).toBeInTheDocument();
  expect(mockedRead).toHaveBeenCalledWith('clinicHours');
});

test('when the hours cannot be read, the phone to call instead of old hours', async () => {
  mockedRead.mockResolvedValue({ success: false, message: 'Service unavailable' });
  render(<OpeningHours />);
  const call = await screen.findByRole('link', { name: '+91 98450 12345' });
  expect(call).toHaveAttribute('href', 'tel:+919845012345');
  expect(call.parentElement).toHaveTextContent('Call us for opening times: +91 98450 12345');
  expect(screen.queryByRole('term')).not.toBeInTheDocument();
});
