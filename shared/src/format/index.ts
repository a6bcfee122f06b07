/** Rupee amounts, whole rupees: `₹1,500`. */
export function formatRupees(amount: number): string {
  return `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(amount)}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `5_3_2026` → `5 Mar 2026`; anything unparseable is shown as it is. */
export function formatSlotDate(slotDate: string): string {
  const [d, m, y] = slotDate.split('_').map(Number);
  if (!d || !m || !y || m > 12) return slotDate;
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** `14:30` → `2:30 PM` in the reader's locale; the wire keeps `HH:mm` (decision 3). */
export function formatSlotTime(slotTime: string, locale?: string): string {
  const [h, m] = slotTime.split(':').map(Number);
  if (h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m)) return slotTime;
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, h, m)),
  );
}

export const WEEKDAYS_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
