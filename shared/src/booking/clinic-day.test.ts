import { clinicTodayIso, hasStarted, isoDateToSlotDate, slotDateToIsoDate } from './clinic-day';

// Decision 41: Complete and No-show from an appointment's start, in the clinic's zone, whatever the reader's.
describe('hasStarted', () => {
  const slot = { slotDate: '5_3_2026', slotTime: '10:30' };
  test('from the start on, at the clinic (10:30 in Kolkata is 05:00 UTC)', () => {
    expect(hasStarted(slot, new Date('2026-03-05T04:59:59Z'), 'Asia/Kolkata')).toBe(false);
    expect(hasStarted(slot, new Date('2026-03-05T05:00:00Z'), 'Asia/Kolkata')).toBe(true);
    expect(hasStarted(slot, new Date('2026-03-06T00:00:00Z'), 'Asia/Kolkata')).toBe(true);
  });
  test('the same wall-clock slot starts later in a zone further west', () => {
    const at = new Date('2026-03-05T06:00:00Z');
    expect(hasStarted(slot, at, 'Asia/Kolkata')).toBe(true);
    expect(hasStarted(slot, at, 'Europe/London')).toBe(false);
  });
});

test('days go between the address form and the slot form both ways', () => {
  expect(isoDateToSlotDate('2026-03-05')).toBe('5_3_2026');
  expect(isoDateToSlotDate('2026-12-31')).toBe('31_12_2026');
  expect(slotDateToIsoDate('5_3_2026')).toBe('2026-03-05');
  expect(slotDateToIsoDate('31_12_2026')).toBe('2026-12-31');
});

test('today is the clinic’s date, not the reader’s', () => {
  // 20:00 UTC on 5 March is already 6 March in Kolkata and still 5 March in New York.
  const at = new Date('2026-03-05T20:00:00Z');
  expect(clinicTodayIso(at, 'Asia/Kolkata')).toBe('2026-03-06');
  expect(clinicTodayIso(at, 'America/New_York')).toBe('2026-03-05');
});
