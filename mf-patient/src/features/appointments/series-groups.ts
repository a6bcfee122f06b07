import { dayNumber } from '@clinic/shared/booking';
import type { Appointment } from '@clinic/shared/contract';

/** One entry of My appointments: an appointment on its own, or the sessions of one series together (decision 50). */
export type AppointmentEntry = { kind: 'single'; appointment: Appointment } | { kind: 'series'; seriesId: string; sessions: Appointment[] };

const startKey = (a: Appointment) => dayNumber(a.slotDate) * 1440 + Number(a.slotTime.slice(0, 2)) * 60 + Number(a.slotTime.slice(3, 5));

/**
 * The list as the api orders it (newest booking first), with each series gathered where its first session
 * appears and its sessions in date order, so "session 3 of 6" reads as the course runs.
 */
export function groupBySeries(appointments: readonly Appointment[]): AppointmentEntry[] {
  const entries: AppointmentEntry[] = [];
  const series = new Map<string, Appointment[]>();
  for (const appointment of appointments) {
    if (!appointment.seriesId) {
      entries.push({ kind: 'single', appointment });
      continue;
    }
    let sessions = series.get(appointment.seriesId);
    if (!sessions) {
      series.set(appointment.seriesId, (sessions = []));
      entries.push({ kind: 'series', seriesId: appointment.seriesId, sessions });
    }
    sessions.push(appointment);
  }
  for (const sessions of series.values()) sessions.sort((a, b) => startKey(a) - startKey(b));
  return entries;
}
