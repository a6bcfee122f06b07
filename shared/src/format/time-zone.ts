// One formatter per zone, made on first use: building an Intl formatter costs far more than using one.
const zoneNamers = new Map<string, Intl.DateTimeFormat | null>();

/**
 * The zone's name as a reader knows it at an instant, `Eastern Standard Time` or, in summer, `Eastern
 * Daylight Time`; the IANA name itself when the runtime has no name for it (or does not know the zone).
 */
export function timeZoneName(timeZone: string, at: Date): string {
  let namer = zoneNamers.get(timeZone);
  if (namer === undefined) {
    try {
      namer = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'long' });
    } catch {
      namer = null;
    }
    zoneNamers.set(timeZone, namer);
  }
  // A date that is no date (a malformed stored slot) is named as the zone is now, rather than throwing.
  const when = Number.isNaN(at.getTime()) ? new Date() : at;
  return namer?.formatToParts(when).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}
