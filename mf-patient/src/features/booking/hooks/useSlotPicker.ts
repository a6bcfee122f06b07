import { useMemo, useState } from 'react';
import { buildSlotDays, type SlotDay } from '@clinic/shared/booking';
import type { SlotsBooked } from '@clinic/shared/contract';

export interface SlotPickerState {
  days: SlotDay[];
  dayIndex: number;
  day: SlotDay;
  /** The chosen `HH:mm`, or null; a time that has just been booked or passed is dropped. */
  time: string | null;
  selectDay: (index: number) => void;
  selectTime: (time: string) => void;
}

/**
 * The 7-day picker from the shared rules, always in the clinic's zone (decision 1): `clinicTz`, the zone
 * the api works in, so "today", the days and the past times are the clinic's, never the browser's.
 * `initial` restores a choice carried through the login round trip when it is still on offer.
 */
export function useSlotPicker(
  now: Date,
  clinicTz: string,
  booked: SlotsBooked,
  initial?: { slotDate?: string | null; slotTime?: string | null },
): SlotPickerState {
  const days = useMemo(() => buildSlotDays(now, clinicTz, booked), [now, clinicTz, booked]);
  const [dayIndex, setDayIndex] = useState(() =>
    Math.max(
      0,
      days.findIndex((d) => d.slotDate === initial?.slotDate),
    ),
  );
  const [time, setTime] = useState<string | null>(initial?.slotTime ?? null);
  const day = days[dayIndex] ?? days[0]!;

  return {
    days,
    dayIndex,
    day,
    time: time && day.slots.includes(time) ? time : null,
    selectDay: (index) => {
      setDayIndex(index);
      // Decision 5: a new day never keeps the old day's time.
      setTime(null);
    },
    selectTime: setTime,
  };
}
