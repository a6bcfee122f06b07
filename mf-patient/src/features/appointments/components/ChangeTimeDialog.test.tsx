import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { callApi } from '@clinic/shared/api-client';
import { MESSAGES } from '@clinic/shared/contract';
import { useDoctorsStore } from '@clinic/shared/stores';
import { makeAppointment } from '@clinic/shared/testing';
import { apiDays, fetchSlots, restoreFetch } from '../../../testing/slots-fetch';
import { AppointmentCard } from './AppointmentCard';

jest.mock('react-toastify', () => ({ toast: { warn: jest.fn(), error: jest.fn(), success: jest.fn() } }));
// The free times are read with fetch (readPublic, stood in for by fetchSlots); the move goes through callApi.
jest.mock('@clinic/shared/api-client', () => ({ ...jest.requireActual('@clinic/shared/api-client'), callApi: jest.fn() }));
const answer = callApi as jest.MockedFunction<typeof callApi>;
const loadDoctors = jest.fn(async () => null);
const reload = jest.fn();

// 08:00 in the clinic (IST) on Thursday 5 March 2026; the appointment is at 10:30 on Friday 6 March.
const NOW = new Date('2026-03-05T08:00:00+05:30');
const appointment = makeAppointment({ slotDate: '6_3_2026', slotTime: '10:30' });
const taken = (extra: Record<string, string[]> = {}) => apiDays(new Date(), { booked: { '6_3_2026': ['10:30'], ...extra } });

const renderCard = () =>
  render(<AppointmentCard appointment={appointment} clinicTz="Asia/Kolkata" reload={reload} cancelCutoffMinutes={1440} />);
const changeTime = () => screen.getByRole('button', { name: 'Change time: appointment with Dr. Ananya Iyer' });
const dialog = () => screen.queryByRole('dialog', { name: 'Change the time' });
const dayButton = (name: string) => within(screen.getByRole('radiogroup', { name: 'Day' })).getByRole('radio', { name });
const timesOn = async (day: string) => within(await screen.findByRole('radiogroup', { name: `Time on ${day}` }));

beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
  useDoctorsStore.setState({ load: loadDoctors });
});
afterEach(() => {
  jest.useRealTimers();
  restoreFetch();
});

test('opens a dialog labelled by its heading, with the time as it is now, and the skeleton while the times load', async () => {
  fetchSlots(() => 'pending');
  renderCard();
  expect(dialog()).not.toBeInTheDocument();
  await userEvent.click(changeTime());

  const open = dialog()!;
  expect(open).toHaveAttribute('aria-modal', 'true');
  expect(open).toHaveAccessibleDescription('Now: Friday 6 March, 10:30 AM (India Standard Time)');
  expect(within(open).getByRole('status')).toHaveTextContent('Loading the free times…');
  expect(within(open).getByRole('button', { name: 'Move appointment' })).toBeDisabled();
});

test("the picker opens on the appointment's day, without the time it already holds", async () => {
  fetchSlots(() => taken());
  renderCard();
  await userEvent.click(changeTime());
  const times = await timesOn('Friday 6 March');
  expect(dayButton('Fri 6 Mar')).toHaveAttribute('aria-checked', 'true');
  expect(times.getByRole('radio', { name: '10:00 AM' })).toBeInTheDocument();
  expect(times.queryByRole('radio', { name: '10:30 AM' })).toBeNull();
});

test('beside Move, the new time as chosen, by pointer or by arrow key (kept in view at the foot on a phone)', async () => {
  fetchSlots(() => taken());
  renderCard();
  await userEvent.click(changeTime());
  const times = await timesOn('Friday 6 March');
  const move = screen.getByRole('button', { name: 'Move appointment' });
  expect(move).toHaveAccessibleDescription('Choose a new day and time above.');
  await userEvent.click(times.getByRole('radio', { name: '11:00 AM' }));
  expect(move).toHaveAccessibleDescription('New time: Friday 6 March, 11:00 AM');
  await userEvent.keyboard('{ArrowRight}');
  expect(move).toHaveAccessibleDescription('New time: Friday 6 March, 11:30 AM');
  await userEvent.click(dayButton('Sat 7 Mar'));
  expect(move).toHaveAccessibleDescription('Choose a new day and time above.');
});

test('"Keep this time" closes the dialog, sends nothing, and gives focus back to Change time', async () => {
  fetchSlots(() => taken());
  renderCard();
  await userEvent.click(changeTime());
  await timesOn('Friday 6 March');
  await userEvent.click(screen.getByRole('button', { name: 'Keep this time' }));
  expect(dialog()).not.toBeInTheDocument();
  expect(changeTime()).toHaveFocus();
  expect(answer).not.toHaveBeenCalled();
});

test('without a time chosen, Move appointment asks for one and sends nothing', async () => {
  fetchSlots(() => taken());
  renderCard();
  await userEvent.click(changeTime());
  await timesOn('Friday 6 March');
  await userEvent.click(screen.getByRole('button', { name: 'Move appointment' }));
  await waitFor(() => expect(toast.warn).toHaveBeenCalledWith(MESSAGES.selectSlot));
  expect(answer).not.toHaveBeenCalled();
  expect(dialog()).toBeInTheDocument();
});

test('a day and a time chosen, Move appointment moves it, says so, closes, and the list and every picker are read again', async () => {
  fetchSlots(() => taken());
  answer.mockResolvedValue({ success: true, message: MESSAGES.appointmentRescheduled });
  renderCard();
  await userEvent.click(changeTime());
  await timesOn('Friday 6 March');
  await userEvent.click(dayButton('Sat 7 Mar'));
  await userEvent.click((await timesOn('Saturday 7 March')).getByRole('radio', { name: '11:00 AM' }));
  await userEvent.click(screen.getByRole('button', { name: 'Move appointment' }));

  expect(answer).toHaveBeenCalledWith('userReschedule', { appointmentId: appointment._id, slotDate: '7_3_2026', slotTime: '11:00' });
  await waitFor(() => expect(dialog()).not.toBeInTheDocument());
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Appointment moved'));
  expect(reload).toHaveBeenCalledTimes(1);
  expect(loadDoctors).toHaveBeenCalled();
  expect(changeTime()).toHaveFocus();
});

test('a move still under way when the dialog is closed reaches the list once it goes through', async () => {
  fetchSlots(() => taken());
  let done!: () => void;
  answer.mockImplementation(
    () => new Promise((resolve) => (done = () => resolve({ success: true, message: MESSAGES.appointmentRescheduled }))),
  );
  renderCard();
  await userEvent.click(changeTime());
  await userEvent.click((await timesOn('Friday 6 March')).getByRole('radio', { name: '11:00 AM' }));
  await userEvent.click(screen.getByRole('button', { name: 'Move appointment' }));
  expect(screen.getByRole('button', { name: 'Moving…' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Keep this time' }));
  expect(dialog()).not.toBeInTheDocument();

  done();
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  expect(loadDoctors).toHaveBeenCalled();
});

test('a refusal keeps the dialog open, says why, and reads the times again so the taken one is gone', async () => {
  let takenMeanwhile = false;
  const reads = fetchSlots(() => taken(takenMeanwhile ? { '7_3_2026': ['11:00'] } : {}));
  answer.mockImplementation(async () => {
    takenMeanwhile = true;
    return { success: false, message: 'Slot Not Available' };
  });
  renderCard();
  await userEvent.click(changeTime());
  await timesOn('Friday 6 March');
  await userEvent.click(dayButton('Sat 7 Mar'));
  await userEvent.click((await timesOn('Saturday 7 March')).getByRole('radio', { name: '11:00 AM' }));
  await userEvent.click(screen.getByRole('button', { name: 'Move appointment' }));

  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Slot Not Available'));
  await waitFor(() => expect(reads).toHaveBeenCalledTimes(2));
  const times = await timesOn('Saturday 7 March');
  await waitFor(() => expect(times.queryByRole('radio', { name: '11:00 AM' })).toBeNull());
  expect(times.getByRole('radio', { name: '11:30 AM' })).toBeInTheDocument();
  expect(dialog()).toBeInTheDocument();
  expect(reload).not.toHaveBeenCalled();
  expect(loadDoctors).not.toHaveBeenCalled();
});

test('when the times cannot be read, the dialog says so and Retry reads them again', async () => {
  let fail = true;
  fetchSlots(() => (fail ? 'unreachable' : taken()));
  renderCard();
  await userEvent.click(changeTime());
  expect(await within(dialog()!).findByRole('alert')).toHaveTextContent(
    'The free times could not be loaded. Please check your connection and try again.',
  );
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await timesOn('Friday 6 March')).toBeTruthy();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a service is offered the times its whole visit fits: its own free times are read', async () => {
  const reads = fetchSlots((url) =>
    apiDays(new Date(), { booked: { '6_3_2026': ['10:30', '12:00'] } }, 'Asia/Kolkata', url.endsWith('/hearing-aid-fitting') ? 90 : 30),
  );
  render(
    <AppointmentCard
      appointment={{ ...appointment, service: { id: 'hearing-aid-fitting', durationMinutes: 90 } }}
      clinicTz="Asia/Kolkata"
      reload={reload}
      cancelCutoffMinutes={1440}
    />,
  );
  await userEvent.click(changeTime());
  const times = await timesOn('Friday 6 March');
  expect(reads).toHaveBeenCalledWith(`/api/doctor/slots/${appointment.docId}/hearing-aid-fitting`, expect.anything());
  // 90 minutes from 11:00 would run into the 12:00 booking; from 12:30 they fit.
  expect(times.queryByRole('radio', { name: '11:00 AM' })).toBeNull();
  expect(times.getByRole('radio', { name: '12:30 PM' })).toBeInTheDocument();
});
