import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { callApi } from '@clinic/shared/api-client';
import { DEFAULT_CLINIC_HOURS } from '@clinic/shared/booking';
import { ClinicSchedule } from './ClinicSchedule';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;
// A week of time lists is some 700 options, rendered again on each choice: slow on a busy machine.
jest.setTimeout(15_000);

let affected = 0;
let closures = [{ _id: 'c1', slotDate: '14_11_2025', reason: 'Children’s Day' }];

beforeEach(() => {
  jest.clearAllMocks();
  affected = 0;
  closures = [{ _id: 'c1', slotDate: '14_11_2025', reason: 'Children’s Day' }];
  mockedCall.mockImplementation(async (name, payload) => {
    const cancelling = (payload as { cancelAffected?: boolean } | undefined)?.cancelAffected;
    if (name === 'adminClinicHours') return { success: true, message: '', hours: DEFAULT_CLINIC_HOURS };
    if (name === 'adminClosures') return { success: true, message: '', closures };
    if ((name === 'adminSetClinicHours' || name === 'adminAddClosure') && affected > 0 && !cancelling)
      return { success: false, message: `${affected} appointments are affected`, affected } as never;
    if (name === 'adminSetClinicHours') return { success: true, message: 'Clinic hours saved' };
    if (name === 'adminAddClosure') return { success: true, message: 'Closure added', closureId: 'c2' };
    if (name === 'adminDeleteClosure') return { success: true, message: 'Closure removed' };
    throw new Error(`unexpected ${name}`);
  });
});

const day = (name: string) => screen.getByRole('group', { name });
const sent = (name: string) => mockedCall.mock.calls.filter(([n]) => n === name).map(([, p]) => p);

test('closing Sundays sends the week with Sunday empty, and the policy as it was', async () => {
  const user = userEvent.setup();
  render(<ClinicSchedule />);
  const sunday = await screen.findByRole('group', { name: 'Sunday' });
  expect(within(sunday).getByLabelText('From')).toHaveValue('10:00');
  await user.click(within(sunday).getByRole('button', { name: 'Remove Sunday 10:00 to 21:00' }));
  expect(within(day('Sunday')).getByText('Closed')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save hours and policy' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Clinic hours saved'));
  expect(sent('adminSetClinicHours')).toEqual([{ ...DEFAULT_CLINIC_HOURS, weekly: { ...DEFAULT_CLINIC_HOURS.weekly, sun: [] } }]);
});

test('a break is a second interval; one that overlaps is refused on its field, which gets the focus', async () => {
  const user = userEvent.setup();
  render(<ClinicSchedule />);
  const monday = await screen.findByRole('group', { name: 'Monday' });
  await user.click(within(monday).getByRole('button', { name: 'Add hours on Monday' }));
  const [, secondTo] = within(day('Monday')).getAllByLabelText('To');
  // The new interval follows the day's hours; moved to start inside them, it overlaps.
  expect(within(day('Monday')).getAllByLabelText('From')[1]).toHaveValue('21:30');
  await user.selectOptions(within(day('Monday')).getAllByLabelText('From')[1]!, '13:00');
  await user.click(screen.getByRole('button', { name: 'Save hours and policy' }));
  expect(secondTo).toHaveAccessibleDescription('These hours overlap other hours of the same day');
  expect(secondTo).toHaveFocus();
  expect(sent('adminSetClinicHours')).toHaveLength(0);

  // 10:00–13:30 and 17:30–20:00: the afternoon break.
  const [firstTo] = within(day('Monday')).getAllByLabelText('To');
  await user.selectOptions(firstTo!, '13:30');
  await user.selectOptions(within(day('Monday')).getAllByLabelText('From')[1]!, '17:30');
  await user.selectOptions(secondTo!, '20:00');
  await user.click(screen.getByRole('button', { name: 'Save hours and policy' }));
  await waitFor(() => expect(sent('adminSetClinicHours')).toHaveLength(1));
  expect((sent('adminSetClinicHours')[0] as typeof DEFAULT_CLINIC_HOURS).weekly.mon).toEqual([
    { from: '10:00', to: '13:30' },
    { from: '17:30', to: '20:00' },
  ]);
});

test('the booking window is checked; notice and cut-off are chosen from lists with a plain hint', async () => {
  const user = userEvent.setup();
  render(<ClinicSchedule />);
  const window = await screen.findByLabelText(/Booking window/);
  expect(window).toHaveAccessibleDescription('Patients can book today and the next 6 days.');
  await user.clear(window);
  await user.click(screen.getByRole('button', { name: 'Save hours and policy' }));
  expect(window).toHaveFocus();
  expect(window).toHaveAccessibleDescription(expect.stringContaining('Enter a whole number of days from 1 to 365'));
  await user.type(window, '14');
  await user.selectOptions(screen.getByLabelText('Minimum notice'), '2 hours');
  await user.selectOptions(screen.getByLabelText('Online cancellation cut-off'), '1 day');
  expect(screen.getByLabelText('Online cancellation cut-off')).toHaveAccessibleDescription(
    'Patients cannot cancel online in the last 1 day before the appointment; they call the clinic instead. Staff can still cancel.',
  );
  // Issue 34: unpaid online bookings, never released unless the clinic says so.
  const release = screen.getByLabelText('Unpaid online bookings');
  expect(release).toHaveDisplayValue('Never released');
  expect(release).toHaveAccessibleDescription('Kept until the appointment, paid or not.');
  await user.selectOptions(release, '2 days');
  expect(release).toHaveAccessibleDescription(
    'Released 2 days before the appointment unless the patient has paid or said they are coming, or staff keep it. The patient is told. Reminders of bookings made while this is on warn the patient, with an “I am coming” link.',
  );
  await user.click(screen.getByRole('button', { name: 'Save hours and policy' }));
  await waitFor(() => expect(sent('adminSetClinicHours')).toHaveLength(1));
  expect(sent('adminSetClinicHours')[0]).toMatchObject({
    windowDays: 14,
    minNoticeMinutes: 120,
    cancelCutoffMinutes: 1440,
    holdReleaseMinutes: 2880,
  });
});

test('hours over booked appointments ask first: Back sends nothing more, Cancel them resends with cancelAffected', async () => {
  affected = 2;
  const user = userEvent.setup();
  render(<ClinicSchedule />);
  await user.click(await screen.findByRole('button', { name: 'Remove Sunday 10:00 to 21:00' }));
  await user.click(screen.getByRole('button', { name: 'Save hours and policy' }));
  const dialog = await screen.findByRole('dialog', { name: 'These hours leave 2 appointments outside them' });
  expect(within(dialog).getByRole('button', { name: 'Back' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Back' }));
  expect(sent('adminSetClinicHours')).toHaveLength(1);

  await user.click(screen.getByRole('button', { name: 'Save hours and policy' }));
  await user.click(await screen.findByRole('button', { name: 'Cancel them and save' }));
  await waitFor(() => expect(sent('adminSetClinicHours')).toHaveLength(3));
  expect(sent('adminSetClinicHours')[2]).toMatchObject({ cancelAffected: true, weekly: { sun: [] } });
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Clinic hours saved'));
});

test('closures are listed in words; one is added with its reason, checked first, and one removed', async () => {
  const user = userEvent.setup();
  render(<ClinicSchedule />);
  const list = await screen.findByRole('list', { name: 'Closures ahead' });
  expect(within(list).getByText('Friday 14 November 2025')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Add closure' }));
  expect(screen.getByLabelText(/^Date/)).toHaveFocus();
  expect(screen.getByLabelText(/^Date/)).toHaveAccessibleDescription('Closed all day Choose a date');
  expect(sent('adminAddClosure')).toHaveLength(0);

  await user.type(screen.getByLabelText(/^Date/), '2025-10-20');
  await user.type(screen.getByLabelText(/^Reason/), 'Diwali');
  closures = [...closures, { _id: 'c2', slotDate: '20_10_2025', reason: 'Diwali' }];
  await user.click(screen.getByRole('button', { name: 'Add closure' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Closure added'));
  expect(sent('adminAddClosure')).toEqual([{ slotDate: '20_10_2025', reason: 'Diwali' }]);
  expect(await screen.findByText('Monday 20 October 2025')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Reason/)).toHaveValue('');

  await user.click(screen.getByRole('button', { name: 'Remove the closure on Friday 14 November 2025' }));
  await waitFor(() => expect(sent('adminDeleteClosure')).toEqual([{ closureId: 'c1' }]));
});

test('a closure over booked appointments opens the same question', async () => {
  affected = 1;
  const user = userEvent.setup();
  render(<ClinicSchedule />);
  await user.type(await screen.findByLabelText(/^Date/), '2025-10-20');
  await user.type(screen.getByLabelText(/^Reason/), 'Diwali');
  await user.click(screen.getByRole('button', { name: 'Add closure' }));
  await screen.findByRole('dialog', { name: 'This closure falls on 1 appointment' });
  await user.click(screen.getByRole('button', { name: 'Cancel them and save' }));
  await waitFor(() => expect(sent('adminAddClosure')[1]).toEqual({ slotDate: '20_10_2025', reason: 'Diwali', cancelAffected: true }));
});
