import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { callApi, readPublic } from '@clinic/shared/api-client';
import type { SlotsDay } from '@clinic/shared/contract';
import { makeAppointment } from '@clinic/shared/testing';
import { useMoveDialog } from '../hooks/useMoveDialog';
import { MoveAppointmentDialog } from './MoveAppointmentDialog';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn(), readPublic: jest.fn() }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;
const mockedRead = readPublic as jest.MockedFunction<typeof readPublic>;
const reload = jest.fn();

// Asha's appointment is at 10:30 on Monday 7 December 2026; Tuesday is full.
const asha = makeAppointment({ slotDate: '7_12_2026', slotTime: '10:30' });
const DAYS: SlotsDay[] = [
  { slotDate: '7_12_2026', times: ['10:00', '10:30', '11:00', '16:30'] },
  { slotDate: '8_12_2026', times: [], reason: 'full' },
  { slotDate: '9_12_2026', times: ['14:00'] },
];
const answer = (days: SlotsDay[]) => ({ success: true as const, message: '', days });

function Harness({ appointment = asha }: { appointment?: typeof asha }) {
  const { open, moveDialog } = useMoveDialog('adminReschedule', reload);
  return (
    <>
      <button type="button" onClick={() => open(appointment)}>
        Change time
      </button>
      <MoveAppointmentDialog {...moveDialog} />
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
const inDialog = () => within(dialog());
const options = (label: string) =>
  within(inDialog().getByRole('combobox', { name: label }))
    .getAllByRole('option')
    .map((o) => o.textContent);
const openIt = async (appointment = asha) => {
  render(<Harness appointment={appointment} />);
  await userEvent.click(screen.getByRole('button', { name: 'Change time' }));
};

beforeEach(() => {
  jest.clearAllMocks();
  mockedRead.mockResolvedValue(answer(DAYS));
});

test('a dialog named “Change the time” that says whose appointment and when it is now; focus on Keep this time', async () => {
  mockedRead.mockReturnValue(new Promise(() => {}));
  await openIt();
  expect(dialog().open).toBe(true);
  expect(dialog()).toHaveAccessibleName('Change the time');
  expect(dialog()).toHaveAccessibleDescription(
    'Asha Rao with Dr. Ananya Iyer, now on 7 Dec 2026, 10:30 AM. The patient is told of the new time.',
  );
  expect(inDialog().getByText('Finding free times…')).toBeInTheDocument();
  expect(inDialog().getByRole('button', { name: 'Move appointment' })).toBeDisabled();
  expect(inDialog().getByRole('button', { name: 'Keep this time' })).toHaveFocus();
  expect(mockedRead).toHaveBeenCalledWith('doctorSlots', { docId: asha.docId });
});

test('offers the days that have a free time, with their count, and that day’s times without the one it already has', async () => {
  await openIt();
  const day = await inDialog().findByRole('combobox', { name: 'Day' });
  expect(options('Day')).toEqual(['Mon 7 Dec (3 free times)', 'Wed 9 Dec (1 free time)']);
  expect(day).toHaveDisplayValue('Mon 7 Dec (3 free times)');
  expect(options('Time')).toEqual(['Choose a time', '10:00 AM', '11:00 AM', '4:30 PM']);
  await userEvent.selectOptions(day, 'Wed 9 Dec (1 free time)');
  expect(options('Time')).toEqual(['Choose a time', '2:00 PM']);
});

test('Move appointment without a time asks for one beside the field and sends nothing', async () => {
  await openIt();
  await inDialog().findByRole('combobox', { name: 'Day' });
  await userEvent.click(inDialog().getByRole('button', { name: 'Move appointment' }));
  const time = inDialog().getByRole('combobox', { name: 'Time' });
  expect(time).toHaveFocus();
  expect(time).toHaveAccessibleDescription('Choose a time to move to');
  expect(mockedCall).not.toHaveBeenCalled();
});

test('a day and a time chosen, Move appointment sends them, closes and reloads', async () => {
  mockedCall.mockResolvedValue({ success: true, message: 'Appointment moved' });
  await openIt();
  await userEvent.selectOptions(await inDialog().findByRole('combobox', { name: 'Day' }), 'Wed 9 Dec (1 free time)');
  await userEvent.selectOptions(inDialog().getByRole('combobox', { name: 'Time' }), '2:00 PM');
  await userEvent.click(inDialog().getByRole('button', { name: 'Move appointment' }));
  expect(mockedCall).toHaveBeenCalledWith('adminReschedule', { appointmentId: asha._id, slotDate: '9_12_2026', slotTime: '14:00' });
  await waitFor(() => expect(dialog().open).toBe(false));
  expect(toast.success).toHaveBeenCalledWith('Appointment moved');
  expect(reload).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Change time' })).toHaveFocus();
});

test('a refusal stays open, says why inside the dialog, and reads the free times again', async () => {
  mockedCall.mockResolvedValue({ success: false, message: 'Slot Not Available' });
  await openIt();
  await userEvent.selectOptions(await inDialog().findByRole('combobox', { name: 'Time' }), '11:00 AM');
  mockedRead.mockResolvedValue(answer([{ slotDate: '7_12_2026', times: ['10:30', '16:30'] }, ...DAYS.slice(1)]));
  await userEvent.click(inDialog().getByRole('button', { name: 'Move appointment' }));

  expect(await inDialog().findByRole('alert')).toHaveTextContent('Not moved: Slot Not Available.');
  expect(toast.error).toHaveBeenCalledWith('Slot Not Available');
  await waitFor(() => expect(options('Time')).toEqual(['Choose a time', '4:30 PM']));
  expect(mockedRead).toHaveBeenCalledTimes(2);
  expect(dialog().open).toBe(true);
});

test('when the free times cannot be read it says so, and Retry reads them again', async () => {
  mockedRead.mockRejectedValueOnce(new Error('Network Error'));
  await openIt();
  expect(await inDialog().findByRole('alert')).toHaveTextContent('The free times could not be loaded');
  expect(inDialog().getByRole('button', { name: 'Move appointment' })).toBeDisabled();
  await userEvent.click(inDialog().getByRole('button', { name: 'Retry' }));
  const day = await inDialog().findByRole('combobox', { name: 'Day' });
  expect(day).toHaveFocus();
  expect(inDialog().queryByRole('alert')).toBeNull();
});

test('with no other free time it says so and Move appointment cannot be pressed', async () => {
  mockedRead.mockResolvedValue(answer([{ slotDate: '7_12_2026', times: ['10:30'] }, DAYS[1]!]));
  await openIt();
  expect(await inDialog().findByText('Dr. Ananya Iyer has no other free time open for booking.')).toBeInTheDocument();
  expect(inDialog().queryByRole('combobox')).toBeNull();
  expect(inDialog().getByRole('button', { name: 'Move appointment' })).toBeDisabled();
});

test('Keep this time closes without sending anything', async () => {
  await openIt();
  await inDialog().findByRole('combobox', { name: 'Day' });
  await userEvent.click(inDialog().getByRole('button', { name: 'Keep this time' }));
  expect(dialog().open).toBe(false);
  expect(mockedCall).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Change time' })).toHaveFocus();
});

test('a service’s appointment says the service and its length, and is offered the times its whole visit fits', async () => {
  await openIt({ ...asha, service: { id: 'hearing-aid-fitting', durationMinutes: 90 } });
  expect(inDialog().getByTestId('visit-service')).toHaveTextContent('Hearing Aid Trial & Fitting · 90 min');
  expect(mockedRead).toHaveBeenCalledWith('serviceSlots', { docId: asha.docId, serviceId: 'hearing-aid-fitting' });
  expect(mockedRead).not.toHaveBeenCalledWith('doctorSlots', expect.anything());
});
