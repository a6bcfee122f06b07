import type { Appointment, AppointmentListQuery, StatusCounts } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { listAll, listPage, type Scope } from './appointment-repository';
import { toAppointment } from './to-appointment';

export const DEFAULT_PAGE_SIZE = 20;

export interface AppointmentList {
  appointments: Appointment[];
  total?: number;
  counts?: StatusCounts;
}

/**
 * Without paging or filters: the spec's whole list, newest first. With any of them: one page plus the
 * total and the per-status counts (decision 21), so a clinic with a million bookings stays fast.
 */
export async function listAppointments(db: Db, scope: Scope, query: AppointmentListQuery = {}): Promise<AppointmentList> {
  const paged = [query.page, query.limit, query.status, query.q, query.date].some((value) => value !== undefined);
  if (!paged) return { appointments: (await listAll(db, scope)).map(toAppointment) };
  const page = await listPage(db, scope, { ...query, page: query.page ?? 1, limit: query.limit ?? DEFAULT_PAGE_SIZE });
  return { appointments: page.rows.map(toAppointment), total: page.total, counts: page.counts };
}
