import { buildSlotDays, checkSlot, slotOf, slotStart } from './slots';

const TZ = 'Asia/Kolkata';
/** An instant given as clinic wall-clock time (IST is UTC+05:30). */
const ist = (isoLocal: string) => new Date(`${isoLocal}+05:30`);
const FULL_DAY = 22; // 10:00 … 20:30

describe("today's first slot (decision 4)", () => {
  test.each([
    ['09:45', '10:00'],
    ['10:00', '11:00'],
    ['10:05', '11:00'],
    ['10:30', '11:00'],
    ['10:45', '11:30'],
    ['14:31', '15:30'],
    ['19:50', '20:30'],
  ])('at %s clinic time the first slot offered is %s', (now, first) => {
    const [today] = buildSlotDays(ist(`2026-03-05T${now}:00`), TZ);
    expect(today!.slots[0]).toBe(first);
    expect(today!.slots.at(-1)).toBe('20:30');
  });

  test('at 20:31 nothing is left today, but the day is still listed with its date', () => {
    const days = buildSlotDays(ist('2026-03-05T20:31:00'), TZ);
    expect(days[0]).toMatchObject({ slotDate: '5_3_2026', slots: [] });
    expect(days[1]!.slots).toHaveLength(FULL_DAY);
  });
});

describe('the 7-day window', () => {
  test('runs seven days from today on a 30-minute grid from 10:00 to 20:30', () => {
    const days = buildSlotDays(ist('2026-03-05T08:00:00'), TZ);
    expect(days.map((d) => d.slotDate)).toEqual(['5_3_2026', '6_3_2026', '7_3_2026', '8_3_2026', '9_3_2026', '10_3_2026', '11_3_2026']);
    for (const day of days) expect(day.slots).toHaveLength(FULL_DAY);
    expect(days[1]!.slots.slice(0, 3)).toEqual(['10:00', '10:30', '11:00']);
    expect(days[0]!.weekday).toBe(4); // 5 March 2026 is a Thursday
  });

  test('crosses month and year ends with unpadded D_M_YYYY dates', () => {
    const days = buildSlotDays(ist('2026-12-29T12:00:00'), TZ);
    expect(days.map((d) => d.slotDate)).toEqual(['29_12_2026', '30_12_2026', '31_12_2026', '1_1_2027', '2_1_2027', '3_1_2027', '4_1_2027']);
  });

  test('hides booked slots', () => {
    const days = buildSlotDays(ist('2026-03-05T08:00:00'), TZ, { '6_3_2026': ['10:00', '15:30'] });
    expect(days[1]!.slots).not.toContain('10:00');
    expect(days[1]!.slots).not.toContain('15:30');
    expect(days[1]!.slots).toHaveLength(FULL_DAY - 2);
    expect(days[0]!.slots).toContain('10:00');
  });
});

describe('a browser in another time zone (decision 1)', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  test.each(['America/New_York', 'Pacific/Auckland', 'UTC'])('sees the clinic days and times from %s', (zone) => {
    // 23:50 in New York on 4 March is already 10:20 on 5 March at the clinic.
    const instant = ist('2026-03-05T10:20:00');
    process.env.TZ = 'Asia/Kolkata';
    const atClinic = buildSlotDays(instant, TZ);
    process.env.TZ = zone;
    const elsewhere = buildSlotDays(instant, TZ);
    expect(elsewhere).toEqual(atClinic);
    expect(elsewhere[0]).toMatchObject({ slotDate: '5_3_2026' });
    expect(elsewhere[0]!.slots[0]).toBe('11:00');
  });
});

describe('checkSlot: the server re-check (decision 5)', () => {
  const now = ist('2026-03-05T14:31:00');
  test.each([
    ['5_3_2026', '15:30', true],
    ['5_3_2026', '14:30', false], // in the past
    ['5_3_2026', '15:00', false], // before today's first slot
    ['6_3_2026', '10:15', false], // off the grid
    ['6_3_2026', '21:00', false], // after closing
    ['6_3_2026', '09:30', false], // before opening
    ['11_3_2026', '20:30', true], // last day of the window
    ['12_3_2026', '10:00', false], // beyond the window
    ['4_3_2026', '12:00', false], // yesterday
  ])('%s at %s → %s', (date, time, ok) => {
    expect(checkSlot(now, date, time, TZ).ok).toBe(ok);
  });
});

test.each([TZ, 'America/New_York'])('checkSlot accepts exactly what the picker offers, at any moment of the year, in %s', (zone) => {
  const times = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`).concat([
    '10:15',
    '20:59',
  ]);
  const mismatches: unknown[] = [];
  // Every 16 h 37 min through a year: all hours and minute bands of the day, DST changes and a year end.
  for (let at = Date.parse('2026-01-01T00:00:00Z'); at < Date.parse('2027-01-08T00:00:00Z'); at += 997 * 60_000) {
    const now = new Date(at);
    const days = buildSlotDays(now, zone);
    const before = new Date(Date.UTC(days[0]!.year, days[0]!.month - 1, days[0]!.dayOfMonth - 1));
    const after = new Date(Date.UTC(days[6]!.year, days[6]!.month - 1, days[6]!.dayOfMonth + 1));
    const asked = [
      ...days.map((d) => d.slotDate),
      ...[before, after].map((x) => `${x.getUTCDate()}_${x.getUTCMonth() + 1}_${x.getUTCFullYear()}`),
    ];
    for (const slotDate of asked) {
      const offered = new Set(days.find((d) => d.slotDate === slotDate)?.slots ?? []);
      for (const time of times) if (checkSlot(now, slotDate, time, zone).ok !== offered.has(time)) mismatches.push({ now, slotDate, time });
    }
  }
  expect(mismatches).toEqual([]);
});

test('checkSlot refuses dates that do not exist', () => {
  expect(checkSlot(ist('2026-02-27T09:00:00'), '31_2_2026', '12:00', TZ)).toEqual({ ok: false, reason: 'outside-window' });
  expect(checkSlot(ist('2026-02-27T09:00:00'), '0_3_2026', '12:00', TZ)).toEqual({ ok: false, reason: 'outside-window' });
});

test('slotStart gives the instant the slot begins at the clinic', () => {
  expect(slotStart('5_3_2026', '15:30', TZ).toISOString()).toBe('2026-03-05T10:00:00.000Z');
});

describe('a clinic in New York (CLINIC_TZ=America/New_York): the zone is a parameter, never assumed', () => {
  const NY = 'America/New_York';
  test("the days and today's first slot are New York's at an instant when India is already on the next day", () => {
    // 14:28 on Tuesday 24 November in New York is 00:58 on Wednesday 25 November in India.
    const now = new Date('2026-11-24T19:28:00Z');
    const days = buildSlotDays(now, NY);
    expect(days.map((d) => d.slotDate)).toEqual([
      '24_11_2026',
      '25_11_2026',
      '26_11_2026',
      '27_11_2026',
      '28_11_2026',
      '29_11_2026',
      '30_11_2026',
    ]);
    expect(days[0]!.slots[0]).toBe('15:00');
    expect(buildSlotDays(now, TZ)[0]!.slotDate).toBe('25_11_2026');
    expect(checkSlot(now, '24_11_2026', '15:00', NY)).toEqual({ ok: true });
    expect(checkSlot(now, '24_11_2026', '14:30', NY)).toEqual({ ok: false, reason: 'not-offered' });
    expect(checkSlot(now, '1_12_2026', '10:00', NY)).toEqual({ ok: false, reason: 'outside-window' });
  });

  test.each([
    ['30_11_2026', '10:00', '2026-11-30T15:00:00.000Z'], // EST
    ['2_7_2026', '10:00', '2026-07-02T14:00:00.000Z'], // EDT
    ['8_3_2026', '10:00', '2026-03-08T14:00:00.000Z'], // the morning the clocks went forward
    ['1_11_2026', '10:00', '2026-11-01T15:00:00.000Z'], // the morning they went back
    ['7_3_2026', '20:30', '2026-03-08T01:30:00.000Z'],
  ])('slotStart %s %s in New York is %s', (slotDate, slotTime, instant) => {
    expect(slotStart(slotDate, slotTime, NY).toISOString()).toBe(instant);
  });
});

test("slotOf reads an instant as the clinic's day and time, the inverse of slotStart", () => {
  expect(slotOf(new Date('2026-03-05T10:00:00.000Z'), TZ)).toEqual({ slotDate: '5_3_2026', slotTime: '15:30' });
  // 20:00 UTC is already the next day in Bengaluru.
  expect(slotOf(new Date('2026-12-31T20:00:00.000Z'), TZ)).toEqual({ slotDate: '1_1_2027', slotTime: '01:30' });
  expect(slotOf(slotStart('9_11_2026', '09:00', TZ), TZ)).toEqual({ slotDate: '9_11_2026', slotTime: '09:00' });
});
