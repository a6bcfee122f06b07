import { render, screen } from '@testing-library/react';
import { makeAppointment } from '@clinic/shared/testing';
import { AppointmentCard } from './AppointmentCard';

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
