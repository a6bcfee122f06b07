import { makeAppointment } from '@clinic/shared/testing';
import { holdReleaseAt } from './hold';

// Issue 34: a 10:00 appointment on 7 March 2026 at the clinic (IST), under a policy of two days.
const TWO_DAYS = 2880;
const hold = (over = {}) =>
  makeAppointment({ slotDate: '7_3_2026', slotTime: '10:00', date: Date.parse('2026-03-01T09:00:00+05:30'), ...over });

test('an unpaid online booking is released the set time before its start, in the clinic’s zone', () => {
  expect(holdReleaseAt(hold(), TWO_DAYS, 'Asia/Kolkata')?.toISOString()).toBe('2026-03-05T04:30:00.000Z');
  expect(holdReleaseAt(hold(), TWO_DAYS, 'America/New_York')?.toISOString()).toBe('2026-03-05T15:00:00.000Z');
});

test.each([
  ['the policy is off', hold(), 0],
  ['it is paid', hold({ payment: true }), TWO_DAYS],
  ['the patient said they are coming', hold({ keptBy: 'patient' }), TWO_DAYS],
  ['staff keep it', hold({ keptBy: 'clinic' }), TWO_DAYS],
  ['staff booked it in a series', hold({ seriesId: 's1' }), TWO_DAYS],
  ['it is cancelled', hold({ cancelled: true }), TWO_DAYS],
  ['it was booked at its release time or later', hold({ date: Date.parse('2026-03-05T10:00:00+05:30') }), TWO_DAYS],
])('never released when %s', (_, appointment, minutes) => {
  expect(holdReleaseAt(appointment, minutes, 'Asia/Kolkata')).toBeNull();
});
