import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { callApi } from '@clinic/shared/api-client';
import { makeAppointment } from '@clinic/shared/testing';
import { AppointmentCard } from './AppointmentCard';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;

const reload = async () => {};
const dateAndTime = () => screen.getByText('Date & time').nextElementSibling!;

test.each([
  ['America/New_York', '30_11_2026', 'Mon 30 Nov 2026 at 10:00 AM (Eastern Standard Time)'],
  ['America/New_York', '2_7_2026', 'Thu 2 Jul 2026 at 10:00 AM (Eastern Daylight Time)'],
  ['Asia/Kolkata', '2_7_2026', 'Thu 2 Jul 2026 at 10:00 AM (India Standard Time)'],
])('in %s, %s reads as the clinic time with the zone of that day', (clinicTz, slotDate, text) => {
  render(
    <AppointmentCard appointment={makeAppointment({ slotDate, slotTime: '10:00', cancelled: true })} clinicTz={clinicTz} reload={reload} />,
  );
  expect(dateAndTime()).toHaveTextContent(text);
});

test('before the zone is known the clinic time shows alone, never another zone', () => {
  render(
    <AppointmentCard
      appointment={makeAppointment({ slotDate: '30_11_2026', slotTime: '10:00', cancelled: true })}
      clinicTz={null}
      reload={reload}
    />,
  );
  expect(dateAndTime().textContent).toBe('Mon 30 Nov 2026 at 10:00 AM');
});

test('a service shows its name and length by the date and time, with the fee it was booked at; a consultation shows neither', () => {
  const { unmount } = render(
    <AppointmentCard
      appointment={makeAppointment({ cancelled: true, amount: 800, service: { id: 'hearing-assessment', durationMinutes: 45 } })}
      clinicTz="Asia/Kolkata"
      reload={reload}
    />,
  );
  expect(screen.getByRole('article')).toHaveTextContent('Comprehensive Hearing Test · 45 min');
  expect(screen.getByText('Fee').nextElementSibling).toHaveTextContent('₹800');
  unmount();
  render(<AppointmentCard appointment={makeAppointment({ cancelled: true })} clinicTz="Asia/Kolkata" reload={reload} />);
  expect(screen.getByRole('article')).not.toHaveTextContent(/\d+ min/);
});

test('a No-show reads so, and offers neither payment nor cancelling (decision 41)', () => {
  render(<AppointmentCard appointment={makeAppointment({ noShow: true })} clinicTz="Asia/Kolkata" reload={reload} />);
  expect(screen.getByText('No-show')).toBeInTheDocument();
  expect(screen.queryByRole('button')).toBeNull();
});

describe("the clinic's cancellation cut-off (issue 20)", () => {
  // 08:00 in the clinic (IST) on Thursday 5 March 2026.
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-05T08:00:00+05:30') }));
  afterEach(() => jest.useRealTimers());
  const at = (slotDate: string, slotTime: string) => makeAppointment({ slotDate, slotTime });

  test.each([
    [1440, 'Online cancellation closes 24 hours before the appointment. To cancel, please call +91 98450 12345.'],
    [60, 'Online cancellation closes 1 hour before the appointment. To cancel, please call +91 98450 12345.'],
    [90, 'Online cancellation closes 90 minutes before the appointment. To cancel, please call +91 98450 12345.'],
  ])('inside a cut-off of %i minutes, Cancel gives way to "%s", with the phone as a call link', (cutoff, text) => {
    render(<AppointmentCard appointment={at('5_3_2026', '09:00')} clinicTz="Asia/Kolkata" reload={reload} cancelCutoffMinutes={cutoff} />);
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).toBeNull();
    expect(screen.getByText(/Online cancellation closes/)).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: '+91 98450 12345' })).toHaveAttribute('href', 'tel:+919845012345');
    // Paying and the calendar are not the cut-off's business.
    expect(screen.getByRole('button', { name: 'Pay Online' })).toBeInTheDocument();
  });

  test('before the cut-off, and with no cut-off, Cancel is offered; from the cut-off on it is not', () => {
    const card = (slotDate: string, slotTime: string, cutoff: number) => (
      <AppointmentCard appointment={at(slotDate, slotTime)} clinicTz="Asia/Kolkata" reload={reload} cancelCutoffMinutes={cutoff} />
    );
    const cancel = () => screen.queryByRole('button', { name: 'Cancel appointment' });
    const { rerender } = render(card('6_3_2026', '08:30', 1440));
    expect(cancel()).toBeInTheDocument();
    rerender(card('5_3_2026', '08:30', 0));
    expect(cancel()).toBeInTheDocument();
    rerender(card('6_3_2026', '08:00', 1440));
    expect(cancel()).toBeNull();
    rerender(card('6_3_2026', '07:30', 1440));
    expect(cancel()).toBeNull();
  });

  test.each([
    ['an active appointment before the cut-off', at('6_3_2026', '08:30'), true],
    ['an active appointment inside the cut-off', at('6_3_2026', '07:30'), false],
    ['a cancelled appointment', makeAppointment({ slotDate: '6_3_2026', slotTime: '08:30', cancelled: true }), false],
    ['a completed appointment', makeAppointment({ slotDate: '6_3_2026', slotTime: '08:30', isCompleted: true }), false],
  ])('Change time (issue 23) is offered for %s: %s', (_, appointment, offered) => {
    render(<AppointmentCard appointment={appointment} clinicTz="Asia/Kolkata" reload={reload} cancelCutoffMinutes={1440} />);
    const change = screen.queryByRole('button', { name: 'Change time: appointment with Dr. Ananya Iyer' });
    if (offered) expect(change).toHaveTextContent('Change time');
    else expect(change).toBeNull();
  });

  test("the cut-off is counted in the clinic's zone, not the browser's (the suite runs in Los Angeles)", () => {
    // 10:00 on 6 March in India is 26 hours away (in Los Angeles it would be 39½).
    const { rerender } = render(
      <AppointmentCard appointment={at('6_3_2026', '10:00')} clinicTz="Asia/Kolkata" reload={reload} cancelCutoffMinutes={25 * 60} />,
    );
    expect(screen.getByRole('button', { name: 'Cancel appointment' })).toBeInTheDocument();
    rerender(
      <AppointmentCard appointment={at('6_3_2026', '10:00')} clinicTz="Asia/Kolkata" reload={reload} cancelCutoffMinutes={27 * 60} />,
    );
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).toBeNull();
  });
});

test.each([
  ['pending', 'Refund of ₹800 started'],
  ['failed', 'Refund of ₹800 started'],
  ['refunded', 'Refunded'],
] as const)('a cancelled paid appointment whose refund is %s reads "%s", not Paid (issue 23)', (refundStatus, text) => {
  const appointment = makeAppointment({ cancelled: true, payment: refundStatus !== 'refunded', amount: 800, refundStatus });
  render(<AppointmentCard appointment={appointment} clinicTz="Asia/Kolkata" reload={reload} />, { wrapper: MemoryRouter });
  expect(screen.getByText(text)).toBeInTheDocument();
  expect(screen.queryByText('Paid')).toBeNull();
  // It was paid: its receipt stays, with the refund on it.
  expect(screen.getByRole('link', { name: /^Receipt: / })).toHaveAttribute('href', `/receipt/${appointment._id}`);
});

describe('the clinic releases unpaid online bookings (issue 34)', () => {
  // 08:00 in the clinic (IST) on Thursday 5 March 2026; booked on 1 March.
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-05T08:00:00+05:30') }));
  afterEach(() => jest.useRealTimers());
  const booked = Date.parse('2026-03-01T10:00:00+05:30');
  const hold = (over: Partial<Parameters<typeof makeAppointment>[0]> = {}) =>
    makeAppointment({ slotDate: '7_3_2026', slotTime: '10:00', date: booked, ...over });
  const note = () => screen.queryByText(/The clinic keeps unpaid online bookings/);

  test('an unpaid booking says until when it is kept, and "I am coming" keeps it', async () => {
    jest.useRealTimers();
    mockedCall.mockResolvedValue({ success: true, message: 'Thank you. We will keep this time for you.' } as never);
    const reloaded = jest.fn();
    const appointment = hold({ date: Date.now() - 86_400_000, slotDate: '7_3_2099' });
    render(<AppointmentCard appointment={appointment} clinicTz="Asia/Kolkata" reload={reloaded} holdReleaseMinutes={2880} />);
    expect(note()).toHaveTextContent(
      'The clinic keeps unpaid online bookings until 48 hours before the appointment. Please pay online, or tell us you are coming, before then; otherwise this time goes to another patient and we tell you.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'I am coming' }));
    expect(mockedCall).toHaveBeenCalledWith('userKeepAppointment', { appointmentId: appointment._id });
    await waitFor(() => expect(reloaded).toHaveBeenCalled());
  });

  test.each([
    ['the policy is off', hold(), 0],
    ['it is paid', hold({ payment: true }), 2880],
    ['staff booked it (a series)', hold({ seriesId: 's1' }), 2880],
    ['its release time has passed', hold({ slotDate: '6_3_2026' }), 2880],
  ])('nothing is said when %s', (_, appointment, minutes) => {
    render(<AppointmentCard appointment={appointment} clinicTz="Asia/Kolkata" reload={reload} holdReleaseMinutes={minutes} />, {
      wrapper: MemoryRouter,
    });
    expect(note()).toBeNull();
    expect(screen.queryByRole('button', { name: 'I am coming' })).toBeNull();
  });

  test('once the patient said they are coming, the card says so', () => {
    render(<AppointmentCard appointment={hold({ keptBy: 'patient' })} clinicTz="Asia/Kolkata" reload={reload} holdReleaseMinutes={2880} />);
    expect(screen.getByText('You told us you are coming. We are keeping this time for you.')).toBeVisible();
  });
});
