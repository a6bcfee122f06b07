import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { callApi } from '@clinic/shared/api-client';
import type { DoctorSchedule as Schedule, Leave, WeeklyHours } from '@clinic/shared/contract';
import { DoctorSchedule } from './DoctorSchedule';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;

const split = [
  { from: '17:30', to: '20:00' },
  { from: '10:00', to: '13:30' },
];
const week: WeeklyHours = { mon: split, tue: split, wed: [{ from: '10:00', to: '13:30' }], thu: split, fri: split, sat: split, sun: [] };
const conference: Leave = { _id: 'l1', docId: 'd1', from: '5_3_2026', to: '7_3_2026', reason: 'Conference' };
const dentist: Leave = { _id: 'l2', docId: 'd1', from: '2_3_2026', to: '2_3_2026', fromTime: '14:00', toTime: '17:30', reason: 'Dentist' };

let schedule: Schedule;
let addAnswers: object[];

beforeEach(() => {
  jest.clearAllMocks();
  schedule = { weekly: null, effective: week, leave: [conference, dentist] };
  addAnswers = [{ success: true, message: 'Leave added' }];
  mockedCall.mockImplementation(async (name) => {
    if (name === 'doctorLeave') return { success: true, message: '', schedule };
    if (name === 'doctorAddLeave') return addAnswers.shift() as never;
    if (name === 'doctorDeleteLeave') {
      schedule = { ...schedule, leave: schedule.leave.filter((l) => l._id !== 'l1') };
      return { success: true, message: 'Leave removed' };
    }
    throw new Error(`unexpected ${name}`);
  });
});

const sentAdds = () => mockedCall.mock.calls.filter(([n]) => n === 'doctorAddLeave').map(([, payload]) => payload);

test('the week reads Monday first, with its breaks, and who changes it', async () => {
  render(<DoctorSchedule />);
  const weekList = (await screen.findByRole('heading', { name: 'Your week' })).parentElement!;
  const rows = within(weekList)
    .getAllByRole('term')
    .map((dt) => `${dt.textContent}: ${dt.nextElementSibling!.textContent}`);
  expect(rows).toEqual([
    'Monday: 10:00 am – 1:30 pm and 5:30 pm – 8:00 pm',
    'Tuesday: 10:00 am – 1:30 pm and 5:30 pm – 8:00 pm',
    'Wednesday: 10:00 am – 1:30 pm',
    'Thursday: 10:00 am – 1:30 pm and 5:30 pm – 8:00 pm',
    'Friday: 10:00 am – 1:30 pm and 5:30 pm – 8:00 pm',
    'Saturday: 10:00 am – 1:30 pm and 5:30 pm – 8:00 pm',
    'Sunday: Not working',
  ]);
  expect(within(weekList).getByText(/To change your week, ask the clinic’s admin\./)).toBeInTheDocument();
});

test('leave is listed soonest first, in words, with its times and reason', async () => {
  render(<DoctorSchedule />);
  const items = within(await screen.findByRole('list', { name: 'Upcoming leave' })).getAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual([
    'Monday 2 Mar 2026, 2:00 pm – 5:30 pmDentistRemove',
    'Thursday 5 Mar 2026 to Saturday 7 Mar 2026ConferenceRemove',
  ]);
});

test('a day of leave: To follows From, the api gets D_M_YYYY, the list reloads and focus returns to Add leave', async () => {
  const user = userEvent.setup();
  render(<DoctorSchedule />);
  await user.click(await screen.findByRole('button', { name: 'Add leave' }));
  const from = screen.getByLabelText(/^From date/);
  expect(from).toHaveFocus();
  await user.type(from, '2026-03-10');
  expect(screen.getByLabelText(/^To date/)).toHaveValue('2026-03-10');
  await user.type(screen.getByLabelText(/^Reason/), 'Family wedding');
  await user.click(screen.getByRole('button', { name: 'Add leave' }));

  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Leave added'));
  expect(sentAdds()).toEqual([{ from: '10_3_2026', to: '10_3_2026', reason: 'Family wedding' }]);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add leave' })).toHaveFocus());
  expect(mockedCall.mock.calls.filter(([n]) => n === 'doctorLeave')).toHaveLength(2);
});

test('part of a day sends one day with its times', async () => {
  const user = userEvent.setup();
  render(<DoctorSchedule />);
  await user.click(await screen.findByRole('button', { name: 'Add leave' }));
  await user.type(screen.getByLabelText(/^From date/), '2026-03-10');
  await user.click(screen.getByRole('checkbox', { name: 'Only part of the day' }));
  expect(screen.queryByLabelText(/^To date/)).toBeNull();
  await user.selectOptions(screen.getByLabelText('From time'), '2:00 pm');
  await user.selectOptions(screen.getByLabelText('To time'), '5:30 pm');
  await user.type(screen.getByLabelText(/^Reason/), 'Dentist');
  await user.click(screen.getByRole('button', { name: 'Add leave' }));
  await waitFor(() =>
    expect(sentAdds()).toEqual([{ from: '10_3_2026', to: '10_3_2026', fromTime: '14:00', toTime: '17:30', reason: 'Dentist' }]),
  );
});

test('errors are tied to their fields and the first takes the focus; nothing is sent', async () => {
  const user = userEvent.setup();
  render(<DoctorSchedule />);
  await user.click(await screen.findByRole('button', { name: 'Add leave' }));
  await user.click(screen.getByRole('checkbox', { name: 'Only part of the day' }));
  await user.selectOptions(screen.getByLabelText('To time'), '10:00 am');
  await user.click(screen.getByRole('button', { name: 'Add leave' }));

  const from = screen.getByLabelText(/^From date/);
  expect(from).toHaveFocus();
  expect(from).toHaveAccessibleDescription('Please choose the first day of your leave');
  expect(screen.getByLabelText('To time')).toHaveAccessibleDescription('The end time must be after the start time');
  expect(screen.getByLabelText(/^Reason/)).toHaveAccessibleDescription("For the clinic's staff, e.g. Conference Please give a reason");
  expect(sentAdds()).toEqual([]);
});

test('leave over booked appointments asks first; Back keeps the form, Cancel them resends with cancelAffected', async () => {
  addAnswers = [
    { success: false, message: '2 appointments fall in this leave', affected: 2 },
    { success: false, message: '2 appointments fall in this leave', affected: 2 },
    { success: true, message: 'Leave added; 2 appointments cancelled' },
  ];
  const user = userEvent.setup();
  render(<DoctorSchedule />);
  await user.click(await screen.findByRole('button', { name: 'Add leave' }));
  await user.type(screen.getByLabelText(/^From date/), '2026-03-10');
  await user.type(screen.getByLabelText(/^Reason/), 'Conference');
  await user.click(screen.getByRole('button', { name: 'Add leave' }));

  const question = await screen.findByRole('dialog', { name: '2 appointments fall in this leave' });
  await user.click(within(question).getByRole('button', { name: 'Back' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByLabelText(/^Reason/)).toHaveValue('Conference');

  await user.click(screen.getByRole('button', { name: 'Add leave' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel them and add leave' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Leave added; 2 appointments cancelled'));
  expect(sentAdds()).toEqual([
    { from: '10_3_2026', to: '10_3_2026', reason: 'Conference' },
    { from: '10_3_2026', to: '10_3_2026', reason: 'Conference' },
    { from: '10_3_2026', to: '10_3_2026', reason: 'Conference', cancelAffected: true },
  ]);
});

test('Remove asks first, then removes the leave and the list no longer shows it', async () => {
  const user = userEvent.setup();
  render(<DoctorSchedule />);
  await user.click(await screen.findByRole('button', { name: 'Remove leave: Thursday 5 Mar 2026 to Saturday 7 Mar 2026' }));
  const question = screen.getByRole('dialog', { name: 'Remove this leave?' });
  await user.click(within(question).getByRole('button', { name: 'Remove leave' }));

  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Leave removed'));
  expect(mockedCall).toHaveBeenCalledWith('doctorDeleteLeave', { leaveId: 'l1' });
  await waitFor(() => expect(screen.queryByText('Conference')).toBeNull());
  expect(screen.getByRole('heading', { name: 'Your leave' })).toHaveFocus();
});

test('with no leave and the clinic’s hours, it says so', async () => {
  schedule = { weekly: null, effective: week, leave: [] };
  render(<DoctorSchedule />);
  expect(await screen.findByText('No leave planned.')).toBeInTheDocument();
  expect(screen.getByText(/You work all of the clinic’s opening hours\./)).toBeInTheDocument();
});
