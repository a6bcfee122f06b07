import fc from 'fast-check';
import { freeStarts, type MinuteSpan } from './free-starts';
import { SLOT_MINUTES, toSlotTime } from './slots';

const h = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const span = (from: string, to: string): MinuteSpan => [h(from), h(to)];
const times = (starts: number[]) => starts.map(toSlotTime);

describe('freeStarts: where a whole visit fits', () => {
  const morning = [span('10:00', '13:00')];

  it('offers every grid start of an empty morning at which a 45-minute hearing test ends by closing', () => {
    expect(times(freeStarts(morning, [], 45, 30))).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00']);
  });

  it('offers a 90-minute fitting only where the whole 90 minutes are free', () => {
    const busy = [span('11:30', '12:00')];
    expect(times(freeStarts(morning, busy, 90, 30))).toEqual(['10:00']);
  });

  it('lets a visit start the minute the one before it ends and end the minute the next one starts', () => {
    const busy = [span('10:00', '10:45'), span('12:00', '13:00')];
    expect(times(freeStarts(morning, busy, 45, 15))).toEqual(['10:45', '11:00', '11:15']);
  });

  it('keeps a visit inside one working span: it does not run across a lunch break', () => {
    const split = [span('10:00', '11:00'), span('11:30', '13:00')];
    expect(times(freeStarts(split, [], 60, 30))).toEqual(['10:00', '11:30', '12:00']);
  });

  it('starts on the grid of the step from midnight, not at an opening off the grid', () => {
    expect(times(freeStarts([span('10:10', '11:30')], [], 30, 30))).toEqual(['10:30', '11:00']);
  });

  it('offers nothing for a visit longer than the day, or for a length or step that is not positive', () => {
    expect(freeStarts(morning, [], 240, 30)).toEqual([]);
    expect(freeStarts(morning, [], 0, 30)).toEqual([]);
    expect(freeStarts(morning, [], 30, 0)).toEqual([]);
  });
});

/**
 * The day's free times as the schedule worked them out before decision 57, kept here as the oracle: grid
 * cells of `SLOT_MINUTES` inside the working spans, less those that touch the doctor's leave, less the
 * times already booked.
 */
function thirtyMinuteDayBefore(working: readonly MinuteSpan[], leave: readonly MinuteSpan[], booked: readonly string[]): string[] {
  const minutes: number[] = [];
  for (const [from, to] of working)
    for (let m = Math.ceil(from / SLOT_MINUTES) * SLOT_MINUTES; m + SLOT_MINUTES <= to; m += SLOT_MINUTES) {
      const away = leave.some(([leaveFrom, leaveTo]) => m < leaveTo && m + SLOT_MINUTES > leaveFrom);
      if (!away) minutes.push(m);
    }
  const taken = new Set(booked);
  return minutes.map(toSlotTime).filter((t) => !taken.has(t));
}

/** Sorted distinct points of the day (on a 5-minute grid, so spans need not sit on the slot grid) in pairs. */
const spans = (max: number) =>
  fc.uniqueArray(fc.integer({ min: 0, max: 288 }), { maxLength: max }).map((points) => {
    const sorted = [...points].sort((a, b) => a - b);
    const out: MinuteSpan[] = [];
    for (let i = 0; i + 1 < sorted.length; i += 2) out.push([sorted[i]! * 5, sorted[i + 1]! * 5]);
    return out;
  });

describe('freeStarts with the 30-minute visit is the schedule as it was', () => {
  it('gives the same free times as before for random working hours, leave and bookings', () => {
    fc.assert(
      fc.property(
        spans(8),
        fc.array(spans(2), { maxLength: 3 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 47 }), { maxLength: 12 }),
        (working, leaveParts, bookedCells) => {
          const leave = leaveParts.flat();
          const booked = bookedCells.map((cell) => toSlotTime(cell * SLOT_MINUTES));
          const bookedVisits = bookedCells.map((cell): MinuteSpan => [cell * SLOT_MINUTES, (cell + 1) * SLOT_MINUTES]);
          const now = times(freeStarts(working, [...leave, ...bookedVisits], SLOT_MINUTES, SLOT_MINUTES));
          expect(now).toEqual(thirtyMinuteDayBefore(working, leave, booked));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
