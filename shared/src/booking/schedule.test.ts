import type { ClinicHours, WeeklyHours } from '../contract/schedule';
import { buildSlotDays, SLOT_MINUTES } from './slots';
import {
  bookedSpan,
  canPatientCancel,
  heldGridTimes,
  checkBookable,
  DEFAULT_CLINIC_HOURS,
  effectiveWeek,
  isOpen,
  scheduleDays,
  type ScheduleRules,
} from './schedule';

const TZ = 'Asia/Kolkata';
/** An instant given as clinic wall-clock time (IST is UTC+05:30, no daylight saving). */
const ist = (isoLocal: string) => new Date(`${isoLocal}+05:30`);
// 5 March 2026 is a Thursday.
const THURSDAY = '2026-03-05';

const week = (day: { from: string; to: string }[], overrides: Partial<WeeklyHours> = {}): WeeklyHours => ({
  mon: day,
  tue: day,
  wed: day,
  thu: day,
  fri: day,
  sat: day,
  sun: day,
  ...overrides,
});

/** The spec's calendar, with what a test changes. */
function rules(change: Partial<Omit<ScheduleRules, 'hours'>> & { hours?: Partial<ClinicHours> } = {}): ScheduleRules {
  return {
    doctorWeekly: null,
    closures: [],
    leave: [],
    booked: {},
    ...change,
    hours: { ...DEFAULT_CLINIC_HOURS, ...change.hours },
  };
}

/** Consultations booked at these times of each day, as the spans they hold. */
const consultations = (times: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(times).map(([day, at]) => [day, at.map((t) => bookedSpan(t, SLOT_MINUTES))]));

const dayOf = (now: Date, r: ScheduleRules, slotDate: string) => scheduleDays(now, TZ, r).find((d) => d.slotDate === slotDate)!;

/** Every grid time of a day, for comparing what is offered with what booking accepts. */
const GRID = Array.from({ length: 48 }, (_, n) => `${String(Math.floor(n / 2)).padStart(2, '0')}:${n % 2 ? '30' : '00'}`);

describe('the default calendar is the spec’s grid (buildSlotDays)', () => {
  test('for every half hour of two days, and minutes around the rule’s edges, it offers exactly what the old picker did', () => {
    const booked = { '6_3_2026': ['10:00', '15:30'], '5_3_2026': ['20:30'] };
    const moments: Date[] = [];
    for (let m = 0; m < 2 * 1440; m += 30)
      for (const extra of [0, 1, 29]) moments.push(new Date(ist(`${THURSDAY}T00:00:00`).getTime() + (m + extra) * 60_000));
    for (const now of moments) {
      const old = buildSlotDays(now, TZ, booked).map((d) => ({ slotDate: d.slotDate, times: d.slots }));
      const next = scheduleDays(now, TZ, rules({ booked: consultations(booked) })).map((d) => ({ slotDate: d.slotDate, times: d.times }));
      expect(next).toEqual(old);
    }
  });

  test('a day with nothing left says why: over for today late at night, full when all is booked', () => {
    const now = ist(`${THURSDAY}T20:31:00`);
    const fullFriday = buildSlotDays(now, TZ)[1]!.slots;
    const days = scheduleDays(now, TZ, rules({ booked: consultations({ '6_3_2026': fullFriday }) }));
    expect(days[0]).toMatchObject({ slotDate: '5_3_2026', times: [], reason: 'over' });
    expect(days[1]).toMatchObject({ slotDate: '6_3_2026', times: [], reason: 'full' });
    expect(days[2]!.reason).toBeUndefined();
  });
});

describe('clinic hours with a break, closed days and closures', () => {
  const split = week([
    { from: '10:00', to: '13:30' },
    { from: '17:30', to: '20:00' },
  ]);
  const hours = { weekly: { ...split, wed: [{ from: '10:00', to: '13:30' }], sun: [] } };
  const morning = ist(`${THURSDAY}T08:00:00`);

  test('offers only the opening intervals, never the break', () => {
    const friday = dayOf(morning, rules({ hours }), '6_3_2026');
    expect(friday.times).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '17:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
    ]);
  });

  test('a weekday without hours is closed, and so is a closure, with its reason', () => {
    const r = rules({ hours, closures: [{ slotDate: '6_3_2026', reason: 'Holi' }] });
    expect(dayOf(morning, r, '8_3_2026')).toMatchObject({ times: [], reason: 'closed' });
    expect(dayOf(morning, r, '8_3_2026').note).toBeUndefined();
    expect(dayOf(morning, r, '6_3_2026')).toMatchObject({ times: [], reason: 'closed', note: 'Holi' });
    expect(checkBookable(morning, TZ, r, '8_3_2026', '10:00')).toEqual({ ok: false, reason: 'closed' });
    expect(checkBookable(morning, TZ, r, '6_3_2026', '10:00')).toEqual({ ok: false, reason: 'closed' });
  });

  test('a closure on today closes today at once', () => {
    const r = rules({ closures: [{ slotDate: '5_3_2026', reason: 'Power cut' }] });
    expect(scheduleDays(ist(`${THURSDAY}T11:10:00`), TZ, r)[0]).toMatchObject({ times: [], reason: 'closed', note: 'Power cut' });
  });

  test('an unavailable doctor is away on every open day (closed days stay closed)', () => {
    const days = scheduleDays(morning, TZ, rules({ hours, available: false }));
    expect(days.map((d) => d.reason)).toEqual(['away', 'away', 'away', 'closed', 'away', 'away', 'away']);
    expect(days.every((d) => d.times.length === 0)).toBe(true);
  });
});

describe('leave', () => {
  const morning = ist(`${THURSDAY}T08:00:00`);

  test('whole days of leave are away; the days after are open again', () => {
    const r = rules({ leave: [{ from: '6_3_2026', to: '7_3_2026' }] });
    const days = scheduleDays(morning, TZ, r);
    expect(days.slice(0, 4).map((d) => d.reason)).toEqual([undefined, 'away', 'away', undefined]);
    expect(checkBookable(morning, TZ, r, '7_3_2026', '12:00')).toEqual({ ok: false, reason: 'away' });
  });

  test('leave for part of a day takes only the slots it overlaps', () => {
    const r = rules({ leave: [{ from: '6_3_2026', to: '6_3_2026', fromTime: '11:00', toTime: '12:30' }] });
    const friday = dayOf(morning, r, '6_3_2026');
    expect(friday.times.slice(0, 4)).toEqual(['10:00', '10:30', '12:30', '13:00']);
    expect(isOpen(r, '6_3_2026', '12:00')).toBe(false);
    expect(isOpen(r, '6_3_2026', '12:30')).toBe(true);
    expect(checkBookable(morning, TZ, r, '6_3_2026', '11:30')).toEqual({ ok: false, reason: 'not-offered' });
  });

  test('leave that starts mid-day today leaves the morning bookable', () => {
    const r = rules({ leave: [{ from: '5_3_2026', to: '5_3_2026', fromTime: '15:00', toTime: '21:00' }] });
    const today = scheduleDays(ist(`${THURSDAY}T11:10:00`), TZ, r)[0]!;
    expect(today.times).toEqual(['12:00', '12:30', '13:00', '13:30', '14:00', '14:30']);
  });

  test('leave covering all of a day’s hours makes it away', () => {
    const r = rules({ leave: [{ from: '6_3_2026', to: '6_3_2026', fromTime: '09:00', toTime: '21:00' }] });
    expect(dayOf(morning, r, '6_3_2026')).toMatchObject({ times: [], reason: 'away' });
  });

  test('a leave row read from the database (null times) counts as whole days', () => {
    const fromDb = { from: '6_3_2026', to: '6_3_2026', fromTime: null, toTime: null } as unknown as { from: string; to: string };
    expect(dayOf(morning, rules({ leave: [fromDb] }), '6_3_2026')).toMatchObject({ times: [], reason: 'away' });
  });
});

describe('the doctor’s week', () => {
  const morning = ist(`${THURSDAY}T08:00:00`);
  const mornings = { from: '10:00', to: '13:00' };
  const doctorWeekly = week([], { mon: [mornings], wed: [mornings], fri: [{ from: '09:00', to: '11:00' }] });

  test('only their days and hours, inside the clinic’s', () => {
    const r = rules({ doctorWeekly });
    const days = scheduleDays(morning, TZ, r);
    // Thu, Fri, Sat, Sun, Mon, Tue, Wed
    expect(days.map((d) => d.reason)).toEqual(['off', undefined, 'off', 'off', undefined, 'off', undefined]);
    // The clinic opens at 10:00: the doctor's 09:00 is not offered.
    expect(days[1]!.times).toEqual(['10:00', '10:30']);
    expect(days[4]!.times).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00', '12:30']);
    expect(checkBookable(morning, TZ, r, '6_3_2026', '09:00')).toEqual({ ok: false, reason: 'not-offered' });
    expect(checkBookable(morning, TZ, r, '7_3_2026', '10:00')).toEqual({ ok: false, reason: 'off' });
  });

  test('the effective week is the doctor’s week cut to the clinic’s hours', () => {
    expect(effectiveWeek(rules({ doctorWeekly }))).toEqual(
      week([], { mon: [mornings], wed: [mornings], fri: [{ from: '10:00', to: '11:00' }] }),
    );
    expect(effectiveWeek(rules())).toEqual(DEFAULT_CLINIC_HOURS.weekly);
  });
});

describe('the first-slot rule and the minimum notice', () => {
  const early = week([{ from: '08:00', to: '12:00' }]);

  test.each([
    ['07:50', '08:00'],
    ['08:10', '09:00'],
    ['08:45', '09:30'],
    ['09:40', '10:30'],
  ])('with hours from 08:00, at %s the first slot today is %s', (now, first) => {
    expect(scheduleDays(ist(`${THURSDAY}T${now}:00`), TZ, rules({ hours: { weekly: early } }))[0]!.times[0]).toBe(first);
  });

  test('a day whose hours end before the first-slot rule allows is over for today', () => {
    const hours = { weekly: week([{ from: '10:00', to: '21:00' }], { thu: [{ from: '10:00', to: '13:30' }] }) };
    const now = ist(`${THURSDAY}T12:45:00`);
    const r = rules({ hours });
    expect(scheduleDays(now, TZ, r)[0]).toMatchObject({ slotDate: '5_3_2026', times: [], reason: 'over' });
    expect(checkBookable(now, TZ, r, '5_3_2026', '13:00')).toEqual({ ok: false, reason: 'over' });
  });

  test('hours that open after 10:00 keep their opening while the rule is earlier', () => {
    const hours = { weekly: week([{ from: '17:30', to: '20:00' }]) };
    expect(scheduleDays(ist(`${THURSDAY}T11:10:00`), TZ, rules({ hours }))[0]!.times[0]).toBe('17:30');
    expect(scheduleDays(ist(`${THURSDAY}T17:40:00`), TZ, rules({ hours }))[0]!.times[0]).toBe('18:30');
  });

  test('a notice of 3 hours pushes today’s first slot on', () => {
    const r = rules({ hours: { minNoticeMinutes: 180 } });
    expect(scheduleDays(ist(`${THURSDAY}T11:10:00`), TZ, r)[0]!.times[0]).toBe('14:30');
    expect(checkBookable(ist(`${THURSDAY}T11:10:00`), TZ, r, '5_3_2026', '14:00')).toEqual({ ok: false, reason: 'not-offered' });
    expect(checkBookable(ist(`${THURSDAY}T11:10:00`), TZ, r, '5_3_2026', '14:30')).toEqual({ ok: true });
  });

  test('a notice crosses midnight: late at night, tomorrow’s early slots are gone too', () => {
    const r = rules({ hours: { weekly: week([{ from: '00:00', to: '24:00' }]), minNoticeMinutes: 120 } });
    const days = scheduleDays(ist(`${THURSDAY}T23:10:00`), TZ, r);
    expect(days[0]).toMatchObject({ times: [], reason: 'over' });
    expect(days[1]!.times[0]).toBe('01:30');
    expect(days[2]!.times[0]).toBe('00:00');
  });

  test('a notice longer than a day empties today and part of tomorrow', () => {
    const r = rules({ hours: { minNoticeMinutes: 24 * 60 + 60 } });
    const days = scheduleDays(ist(`${THURSDAY}T12:00:00`), TZ, r);
    expect(days[0]!.reason).toBe('over');
    expect(days[1]!.times[0]).toBe('13:00');
  });
});

describe('the window', () => {
  const now = ist(`${THURSDAY}T08:00:00`);

  test.each([1, 7, 30])('a window of %i days lists exactly that many days, today first', (windowDays) => {
    const r = rules({ hours: { windowDays } });
    const days = scheduleDays(now, TZ, r);
    expect(days).toHaveLength(windowDays);
    expect(days[0]!.slotDate).toBe('5_3_2026');
    const last = days.at(-1)!.slotDate;
    expect(checkBookable(now, TZ, r, last, '12:00')).toEqual({ ok: true });
    const after = scheduleDays(now, TZ, rules({ hours: { windowDays: windowDays + 1 } })).at(-1)!.slotDate;
    expect(checkBookable(now, TZ, r, after, '12:00')).toEqual({ ok: false, reason: 'outside-window' });
  });

  test('yesterday and dates that do not exist are outside the window', () => {
    expect(checkBookable(now, TZ, rules(), '4_3_2026', '12:00')).toEqual({ ok: false, reason: 'outside-window' });
    expect(checkBookable(now, TZ, rules(), '31_2_2026', '12:00')).toEqual({ ok: false, reason: 'outside-window' });
  });
});

test('checkBookable accepts exactly the times scheduleDays offers, for many calendars and moments', () => {
  const calendars: ScheduleRules[] = [
    rules(),
    rules({
      hours: {
        weekly: week(
          [
            { from: '08:00', to: '12:00' },
            { from: '17:30', to: '20:00' },
          ],
          { sun: [] },
        ),
        minNoticeMinutes: 90,
      },
    }),
    rules({
      doctorWeekly: week([{ from: '11:00', to: '15:00' }], { tue: [] }),
      leave: [
        { from: '7_3_2026', to: '7_3_2026', fromTime: '12:00', toTime: '13:00' },
        { from: '9_3_2026', to: '10_3_2026' },
      ],
      closures: [{ slotDate: '6_3_2026', reason: 'Holi' }],
      booked: consultations({ '8_3_2026': ['11:00', '14:30'] }),
    }),
  ];
  const mismatches: unknown[] = [];
  for (const r of calendars)
    for (let m = 0; m < 1440; m += 37) {
      const now = new Date(ist(`${THURSDAY}T00:00:00`).getTime() + m * 60_000);
      for (const day of scheduleDays(now, TZ, r)) {
        const offered = new Set(day.times);
        for (const time of GRID)
          if (checkBookable(now, TZ, r, day.slotDate, time).ok !== offered.has(time)) mismatches.push({ now, day: day.slotDate, time });
      }
    }
  expect(mismatches).toEqual([]);
});

describe('a browser in another time zone changes nothing: the rule takes the clinic’s zone', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  test.each(['America/New_York', 'Pacific/Auckland', 'UTC'])('from %s', (zone) => {
    // 23:50 in New York on 4 March is already 10:20 on 5 March at the clinic.
    const instant = ist(`${THURSDAY}T10:20:00`);
    const r = rules({ hours: { weekly: week([{ from: '10:00', to: '13:30' }], { sun: [] }), minNoticeMinutes: 30 } });
    process.env.TZ = 'Asia/Kolkata';
    const atClinic = scheduleDays(instant, TZ, r);
    process.env.TZ = zone;
    const elsewhere = scheduleDays(instant, TZ, r);
    expect(elsewhere).toEqual(atClinic);
    expect(elsewhere[0]).toMatchObject({ slotDate: '5_3_2026', weekday: 4 });
    expect(elsewhere[0]!.times[0]).toBe('11:00');
    expect(elsewhere[3]).toMatchObject({ slotDate: '8_3_2026', reason: 'closed' });
    expect(checkBookable(instant, TZ, r, '5_3_2026', '11:00')).toEqual({ ok: true });
  });
});

describe('canPatientCancel: the cut-off', () => {
  const slot = { slotDate: '5_3_2026', slotTime: '15:00' };

  test('without a cut-off a patient may cancel any time', () => {
    expect(canPatientCancel(slot, ist(`${THURSDAY}T14:59:00`), TZ, 0)).toBe(true);
  });

  test.each([
    ['12:59', true],
    ['13:00', false],
    ['14:30', false],
  ])('with a 2-hour cut-off, at %s: %s', (time, ok) => {
    expect(canPatientCancel(slot, ist(`${THURSDAY}T${time}:00`), TZ, 120)).toBe(ok);
  });
});

describe('visits of real length (decision 57)', () => {
  const now = ist(`${THURSDAY}T08:00:00`);
  const friday = '6_3_2026';

  test('a 45-minute visit fits only where all of it is free: not into a booked consultation, not past closing', () => {
    const r = rules({ booked: consultations({ [friday]: ['11:00'] }) });
    const times = dayOf(now, r, friday).times;
    expect(times).toContain('10:00');
    expect(scheduleDays(now, TZ, r, 45).find((d) => d.slotDate === friday)!.times).toEqual(
      times.filter((t) => !['10:30', '11:00', '20:30'].includes(t)),
    );
    expect(checkBookable(now, TZ, r, friday, '10:30', 45)).toEqual({ ok: false, reason: 'not-offered' });
    expect(checkBookable(now, TZ, r, friday, '11:30', 45)).toEqual({ ok: true });
    expect(checkBookable(now, TZ, r, friday, '20:30', 45)).toEqual({ ok: false, reason: 'not-offered' });
  });

  test('a 90-minute fitting booked at 10:00 holds the consultations of 10:00, 10:30 and 11:00, and frees 11:30', () => {
    const r = rules({ booked: { [friday]: [bookedSpan('10:00', 90)] } });
    const times = dayOf(now, r, friday).times;
    expect(times.slice(0, 2)).toEqual(['11:30', '12:00']);
    expect(checkBookable(now, TZ, r, friday, '11:00')).toEqual({ ok: false, reason: 'not-offered' });
  });

  test('the grid times a visit covers: what slots_booked lists for it', () => {
    expect(heldGridTimes('10:00', 30)).toEqual(['10:00']);
    expect(heldGridTimes('10:00', 45)).toEqual(['10:00', '10:30']);
    expect(heldGridTimes('10:00', 90)).toEqual(['10:00', '10:30', '11:00']);
    expect(heldGridTimes('20:30', 60)).toEqual(['20:30', '21:00']);
  });

  test('a day on which no free stretch is long enough says it is full', () => {
    const r = rules({ doctorWeekly: week([{ from: '10:00', to: '10:30' }]) });
    expect(scheduleDays(now, TZ, r, 45).find((d) => d.slotDate === friday)).toMatchObject({ times: [], reason: 'full' });
  });
});
