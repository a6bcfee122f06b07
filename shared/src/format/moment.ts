/** `12 May 2026` and `10:32 am`, at the clinic when its zone is known, else in the reader's own. */
export function formatMoment(iso: string, timeZone?: string | null): { date: string; time: string } {
  const zone = timeZone ? { timeZone } : {};
  const at = new Date(iso);
  return {
    date: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', ...zone }).format(at),
    time: new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', ...zone }).format(at),
  };
}
