import { slotStart } from '@clinic/shared/booking';
import { formatSlotTime, timeZoneName } from '@clinic/shared/format';
import { calendarFormatter } from '../../lib/slot-day-text';
import { translate } from '../../i18n';

const dayWords = calendarFormatter({ weekday: 'long', day: 'numeric', month: 'long' });

/**
 * `27_11_2026` → `Friday 27 November` (in the active language): the clinic's calendar day, worked out in UTC
 * so no reader's zone moves it.
 */
export function slotDayInWords(slotDate: string): string {
  const [d, m, y] = slotDate.split('_').map(Number);
  if (!d || !m || !y) return slotDate;
  return dayWords(new Date(Date.UTC(y, m - 1, d)));
}

/** `10:30` → `10:30 am (India Standard Time)`: the clinic's wall clock, with the clinic's zone named (decision 1). */
export function slotTimeAtClinic(slotDate: string, slotTime: string, clinicTz: string): string {
  return translate('BookingConfirmation.timeAtClinic', {
    time: formatSlotTime(slotTime),
    zone: timeZoneName(clinicTz, slotStart(slotDate, slotTime, clinicTz)),
  });
}
