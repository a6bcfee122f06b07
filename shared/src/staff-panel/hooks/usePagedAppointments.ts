import type { Appointment, StatusCounts } from '@clinic/shared/contract';
import { useCallQuery } from '@clinic/shared/data';
import { buildListQuery, type ListFilters } from '../list-query';

export interface AppointmentPage {
  appointments: Appointment[];
  total: number;
  counts?: StatusCounts;
}

/**
 * One page of a staff appointment list; `reload` fetches the same page again after an action. The page
 * on screen stays while the next loads; a slow answer for an older filter never replaces a newer one.
 */
export function usePagedAppointments(call: 'adminAppointments' | 'doctorAppointments', { status, q, page, date }: ListFilters) {
  return useCallQuery(call, buildListQuery({ status, q, page, date }), {
    select: (answer): AppointmentPage => ({
      appointments: answer.appointments,
      total: answer.total ?? answer.appointments.length,
      counts: answer.counts,
    }),
  });
}
