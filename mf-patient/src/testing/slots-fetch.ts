import { DEFAULT_CLINIC_HOURS, SLOT_MINUTES, bookedSpan, scheduleDays, type ScheduleRules } from '@clinic/shared/booking';
import type { SlotsDay } from '@clinic/shared/contract';

/**
 * What `GET /api/doctor/slots/:docId` answers at `now`: the api's own rule (@clinic/shared/booking), by
 * default the spec's grid (every day 10:00–21:00, 7 days) with nothing booked; `booked` names the times
 * of consultations already booked, `duration` the length of the visit asked about.
 */
export function apiDays(
  now: Date,
  { booked = {}, ...rules }: Partial<Omit<ScheduleRules, 'booked'>> & { booked?: Record<string, string[]> } = {},
  clinicTz = 'Asia/Kolkata',
  duration = SLOT_MINUTES,
): SlotsDay[] {
  const held = Object.fromEntries(Object.entries(booked).map(([day, times]) => [day, times.map((t) => bookedSpan(t, SLOT_MINUTES))]));
  const all: ScheduleRules = { hours: DEFAULT_CLINIC_HOURS, doctorWeekly: null, closures: [], leave: [], ...rules, booked: held };
  return scheduleDays(now, clinicTz, all, duration).map(({ slotDate, times, reason, note }) => ({
    slotDate,
    times,
    ...(reason && { reason }),
    ...(note && { note }),
  }));
}

type Answer = SlotsDay[] | 'refused' | 'unreachable' | 'pending';
const envelope = (body: object, status = 200) => ({ status, json: async () => body });

/**
 * Stands in for the browser's fetch (jsdom has none), as the page's reads use it: the doctor's free times
 * are answered with `answer()` at the moment of each read; any other read is `others` (a 404 by default).
 * Returns the mock, to count the reads; restore with `restoreFetch`.
 */
export function fetchSlots(answer: (url: string) => Answer, others?: (url: string) => object): jest.Mock {
  const mock = jest.fn(async (url: string) => {
    if (!url.includes('/api/doctor/slots/'))
      return others ? envelope(others(url)) : envelope({ success: false, message: 'Not Found' }, 404);
    const days = answer(url);
    if (days === 'pending') return new Promise(() => {});
    if (days === 'unreachable') throw new TypeError('Failed to fetch');
    if (days === 'refused') return envelope({ success: false, message: 'Too many requests, please try again later' }, 429);
    return envelope({ success: true, message: '', days });
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

const realFetch = global.fetch;
export const restoreFetch = () => {
  global.fetch = realFetch;
};
