import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { callApi } from '@clinic/shared/api-client';
import { DEFAULT_CLINIC_HOURS } from '@clinic/shared/booking';
import type { DoctorSchedule as Schedule } from '@clinic/shared/contract';
import { DoctorSchedule } from './DoctorSchedule';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;
// A week of time lists is some 700 options, rendered again on each choice: slow on a busy machine.
jest.setTimeout(15_000);

const clinicWeek = { ...DEFAULT_CLINIC_HOURS.weekly, sun: [] };
let schedule: Schedule;
let affected = 0;

beforeEach(() => {
  jest.clearAllMocks();
  affected = 0;
  schedule = {
    weekly: null,
    effective: clinicWeek,
    leave: [{ _id: 'l1', docId: 'd1', from: '3_11_2025', to: '5_11_2025', reason: 'Conference' }],
  };
  mockedCall.mockImplementation(async (name, payload) => {
    const cancelling = (payload as { cancelAffected?: boolean } | undefined)?.cancelAffected;
    if (name === 'adminClinicHours') return { success: true, message: '', hours: { ...DEFAULT_CLINIC_HOURS, weekly: clinicWeek } };
    if (name === 'adminDoctorSchedule') return { success: true, message: '', schedule };
    if ((name === 'adminDoctorHours' || name === 'adminAddLeave') && affected > 0 && !cancelling)
      return { success: false, message: `${affected} appointments fall outside`, affected } as never;
    if (name === 'adminDoctorHours') return { success: true, message: "Doctor's hours saved" };
    if (name === 'adminAddLeave')
      return { success: true, message: 'Leave added', leave: { _id: 'l2', docId: 'd1', ...(payload as object) } as never };
    if (name === 'adminDeleteLeave') return { success: true, message: 'Leave removed' };
    throw new Error(`unexpected ${name}`);
  });
});

const sent = (name: string) => mockedCall.mock.calls.filter(([n]) => n === name).map(([, p]) => p);

test('by default the doctor works all clinic hours; their own week keeps only Monday mornings', async () => {
  const user = userEvent.setup();
  render(<DoctorSchedule docId="d1" doctorName="Dr. Ananya Iyer" />);
  expect(await screen.findByRole('radio', { name: 'Works all clinic hours' })).toBeChecked();
  const works = screen.getByRole('list', { name: 'Works' });
  expect(within(works).getByText('Sunday').parentElement).toHaveTextContent('Closed');

  await user.click(screen.getByRole('radio', { name: 'Works their own hours' }));
  const monday = screen.getByRole('group', { name: 'Monday' });
  expect(within(monday).getByText('Clinic: 10:00–21:00')).toBeInTheDocument();
  await user.selectOptions(within(monday).getByLabelText('To'), '13:00');
  for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])
    await user.click(within(screen.getByRole('group', { name: day })).getByRole('button', { name: new RegExp(`^Remove ${day}`) }));
  await user.click(screen.getByRole('button', { name: 'Save weekly hours' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Doctor's hours saved"));
  expect(sent('adminDoctorHours')).toEqual([
    { docId: 'd1', weekly: { mon: [{ from: '10:00', to: '13:00' }], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] } },
  ]);
});

test('going back to all clinic hours sends null, asking first when it would leave appointments out', async () => {
  affected = 1;
  schedule = { ...schedule, weekly: { ...clinicWeek, sat: [] } };
  const user = userEvent.setup();
  render(<DoctorSchedule docId="d1" doctorName="Dr. Ananya Iyer" />);
  await user.click(await screen.findByRole('radio', { name: 'Works all clinic hours' }));
  await user.click(screen.getByRole('button', { name: 'Save weekly hours' }));
  await screen.findByRole('dialog', { name: 'These hours leave 1 appointment outside them' });
  await user.click(screen.getByRole('button', { name: 'Cancel them and save' }));
  await waitFor(() =>
    expect(sent('adminDoctorHours')).toEqual([
      { docId: 'd1', weekly: null },
      { docId: 'd1', weekly: null, cancelAffected: true },
    ]),
  );
});

test('leave is listed in words, added for part of one day after the checks, and removed', async () => {
  const user = userEvent.setup();
  render(<DoctorSchedule docId="d1" doctorName="Dr. Ananya Iyer" />);
  const list = await screen.findByRole('list', { name: 'Leave ahead' });
  expect(within(list).getByText('Monday 3 November 2025 to Wednesday 5 November 2025')).toBeInTheDocument();

  await user.selectOptions(screen.getByLabelText(/^From time/), '10:00');
  await user.click(screen.getByRole('button', { name: 'Add leave' }));
  expect(screen.getByLabelText(/^First day/)).toHaveFocus();
  expect(screen.getByLabelText(/^First day/)).toHaveAccessibleDescription('The first day away Choose the first day of leave');
  expect(screen.getByLabelText(/^To time/)).toHaveAccessibleDescription(expect.stringContaining('Choose when the leave ends'));

  await user.type(screen.getByLabelText(/^First day/), '2025-11-10');
  await user.selectOptions(screen.getByLabelText(/^To time/), '13:00');
  await user.type(screen.getByLabelText(/^Reason/), 'Hospital rounds');
  await user.click(screen.getByRole('button', { name: 'Add leave' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Leave added'));
  expect(sent('adminAddLeave')).toEqual([
    { docId: 'd1', from: '10_11_2025', to: '10_11_2025', fromTime: '10:00', toTime: '13:00', reason: 'Hospital rounds' },
  ]);
  await waitFor(() => expect(sent('adminDoctorSchedule')).toHaveLength(2));

  await user.click(screen.getByRole('button', { name: 'Remove the leave on Monday 3 November 2025 to Wednesday 5 November 2025' }));
  await waitFor(() => expect(sent('adminDeleteLeave')).toEqual([{ leaveId: 'l1' }]));
});
