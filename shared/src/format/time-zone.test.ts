import { timeZoneName } from './time-zone';

test("names the clinic's zone as it is on the day: standard or summer time", () => {
  expect(timeZoneName('America/New_York', new Date('2026-11-30T15:00:00Z'))).toBe('Eastern Standard Time');
  expect(timeZoneName('America/New_York', new Date('2026-07-02T14:00:00Z'))).toBe('Eastern Daylight Time');
  expect(timeZoneName('Asia/Kolkata', new Date('2026-07-02T14:00:00Z'))).toBe('India Standard Time');
});

test('a zone the runtime does not know, or a date that is no date, never throws', () => {
  expect(timeZoneName('Mars/Olympus', new Date())).toBe('Mars/Olympus');
  expect(timeZoneName('Asia/Kolkata', new Date(Number.NaN))).toBe('India Standard Time');
});
