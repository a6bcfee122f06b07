import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi } from '@clinic/shared/api-client';
import type { SeriesAnswer } from '@clinic/shared/contract';
import { useBookSeries } from '../hooks/useBookSeries';
import { seriesTimes } from '../series-form';
import { BookSeriesDialog } from './BookSeriesDialog';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn(), readPublic: jest.fn() }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;
const booked = jest.fn();

// Mondays 10:00–13:30 only; 7 December 2026 is a Monday.
const WEEK = { mon: [{ from: '10:00', to: '13:30' }], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const PLAN: SeriesAnswer = {
  patient: { name: 'Asha Rao', email: 'asha@example.in' },
  doctor: { name: 'Dr. Ananya Iyer' },
  occurrences: [
    { slotDate: '7_12_2026', slotTime: '11:00', bookable: true },
    { slotDate: '14_12_2026', slotTime: '11:00', bookable: false, reason: 'The clinic is closed on that day: Holiday' },
    { slotDate: '21_12_2026', slotTime: '11:00', bookable: true },
  ],
};

function Harness() {
  const { open, seriesDialog } = useBookSeries('doctorBookSeries', booked);
  return (
    <>
      <button type="button" onClick={open}>
        Book a series
      </button>
      <BookSeriesDialog {...seriesDialog} />
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
const inDialog = () => within(dialog());
const answerWith = (call: string, body: object) =>
  mockedCall.mockImplementation(async (name) =>
    name === 'doctorLeave'
      ? ({ success: true, message: '', schedule: { weekly: WEEK, effective: WEEK, leave: [] } } as never)
      : name === call
        ? (body as never)
        : ({ success: false, message: 'unexpected' } as never),
  );

async function fillIn() {
  render(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'Book a series' }));
  await userEvent.type(inDialog().getByLabelText(/Patient’s e-mail/), 'asha@example.in');
  // A date field takes its value typed as the browser stores it.
  const date = inDialog().getByLabelText(/First date/);
  await userEvent.clear(date);
  await userEvent.type(date, '2026-12-07');
  await waitFor(() => expect(inDialog().getAllByRole('option', { name: /AM|PM/ }).length).toBeGreaterThan(0));
  await userEvent.selectOptions(inDialog().getByLabelText(/Time/), '11:00');
  const count = inDialog().getByLabelText(/Sessions/);
  await userEvent.clear(count);
  await userEvent.type(count, '3');
}

beforeEach(() => {
  jest.clearAllMocks();
  answerWith('doctorBookSeries', { success: true, message: '2 of 3 dates can be booked', ...PLAN });
});

test('the times offered are the doctor’s on the first date’s weekday, on the 30-minute grid', () => {
  expect(seriesTimes(WEEK, '2026-12-07')).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00']);
  expect(seriesTimes(WEEK, '2026-12-08')).toEqual([]);
  expect(seriesTimes(null, '2026-12-07')).toEqual([]);
});

test('a named dialog; Check dates with nothing filled in says what is missing beside each field and focuses the first', async () => {
  render(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'Book a series' }));
  expect(dialog()).toHaveAccessibleName('Book a series');
  await userEvent.click(inDialog().getByRole('button', { name: 'Check dates' }));
  expect(inDialog().getByLabelText(/Patient’s e-mail/)).toHaveAccessibleDescription('Enter the e-mail of the patient’s account');
  expect(inDialog().getByLabelText(/First date/)).toHaveAccessibleDescription('Choose the first date');
  expect(inDialog().getByLabelText(/Patient’s e-mail/)).toHaveFocus();
  expect(mockedCall).not.toHaveBeenCalledWith('doctorBookSeries', expect.anything());
});

test('Check dates lists every date with its verdict in words; Book 2 sessions books the bookable ones only', async () => {
  await fillIn();
  await userEvent.click(inDialog().getByRole('button', { name: 'Check dates' }));
  expect(mockedCall).toHaveBeenCalledWith('doctorBookSeries', {
    email: 'asha@example.in',
    firstDate: '7_12_2026',
    slotTime: '11:00',
    everyWeeks: 1,
    count: 3,
    confirm: false,
  });
  const items = await inDialog().findAllByRole('listitem');
  expect(items.map((i) => i.textContent)).toEqual([
    '1. Mon 7 Dec 2026, 11:00 AMCan be booked',
    '2. Mon 14 Dec 2026, 11:00 AMNot booked: The clinic is closed on that day: Holiday',
    '3. Mon 21 Dec 2026, 11:00 AMCan be booked',
  ]);
  expect(inDialog().getByRole('status')).toHaveTextContent('2 of 3 dates can be booked.');

  answerWith('doctorBookSeries', { success: true, message: '2 sessions booked', ...PLAN, seriesId: 's', appointmentIds: ['a', 'b'] });
  await userEvent.click(inDialog().getByRole('button', { name: 'Book 2 sessions' }));
  expect(mockedCall).toHaveBeenLastCalledWith(
    'doctorBookSeries',
    expect.objectContaining({ confirm: true, dates: ['7_12_2026', '21_12_2026'] }),
  );
  await waitFor(() => expect(dialog().open).toBe(false));
  expect(booked).toHaveBeenCalledTimes(1);
});

test('a date taken meanwhile: the refusal is said inside the dialog, nothing is booked and the dates are checked again', async () => {
  await fillIn();
  await userEvent.click(inDialog().getByRole('button', { name: 'Check dates' }));
  await inDialog().findAllByRole('listitem');
  answerWith('doctorBookSeries', { success: false, message: '7 Dec 2026 was booked by someone else a moment ago.' });
  await userEvent.click(inDialog().getByRole('button', { name: 'Book 2 sessions' }));
  expect(await inDialog().findByRole('alert')).toHaveTextContent('Not booked: 7 Dec 2026 was booked by someone else a moment ago.');
  expect(inDialog().getByRole('button', { name: 'Check dates' })).toBeEnabled();
  expect(booked).not.toHaveBeenCalled();
  expect(dialog().open).toBe(true);
});

test('changing a field drops the checked dates', async () => {
  await fillIn();
  await userEvent.click(inDialog().getByRole('button', { name: 'Check dates' }));
  await inDialog().findAllByRole('listitem');
  await userEvent.selectOptions(inDialog().getByLabelText('Repeat'), '2');
  expect(inDialog().queryAllByRole('listitem')).toHaveLength(0);
  expect(inDialog().getByRole('button', { name: 'Check dates' })).toBeInTheDocument();
});

test('a bookable date can be left out (the patient is away that week): only the ticked dates are booked', async () => {
  await fillIn();
  await userEvent.click(inDialog().getByRole('button', { name: 'Check dates' }));
  const first = await inDialog().findByRole('checkbox', { name: '1. Mon 7 Dec 2026, 11:00 AM' });
  expect(first).toBeChecked();
  // A date that cannot be booked has nothing to tick.
  expect(inDialog().getAllByRole('checkbox')).toHaveLength(2);
  await userEvent.click(first);
  expect(inDialog().getAllByRole('listitem')[0]).toHaveTextContent('Left out');
  expect(inDialog().getByRole('status')).toHaveTextContent('2 of 3 dates can be booked. 1 chosen.');

  answerWith('doctorBookSeries', { success: true, message: '1 session booked', ...PLAN, seriesId: 's', appointmentIds: ['b'] });
  await userEvent.click(inDialog().getByRole('button', { name: 'Book 1 session' }));
  expect(mockedCall).toHaveBeenLastCalledWith('doctorBookSeries', expect.objectContaining({ confirm: true, dates: ['21_12_2026'] }));
});

test('with every date left out there is nothing to book', async () => {
  await fillIn();
  await userEvent.click(inDialog().getByRole('button', { name: 'Check dates' }));
  for (const box of await inDialog().findAllByRole('checkbox')) await userEvent.click(box);
  expect(inDialog().getByRole('button', { name: 'Book 0 sessions' })).toBeDisabled();
});

test("a doctor's plan for someone not yet their patient names the e-mail alone", async () => {
  answerWith('doctorBookSeries', {
    success: true,
    message: '2 of 3 dates can be booked',
    ...PLAN,
    patient: { name: '', email: 'asha@example.in' },
  });
  await fillIn();
  await userEvent.click(inDialog().getByRole('button', { name: 'Check dates' }));
  expect(await inDialog().findByText('For asha@example.in with Dr. Ananya Iyer')).toBeVisible();
});
