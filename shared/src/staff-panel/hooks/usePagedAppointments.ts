import { useCallback, useEffect, useState } from 'react';
import type { Appointment, StatusCounts } from '@clinic/shared/contract';
import { fetchData, type RefusalReport } from '../api/call';
import { buildListQuery, type ListFilters } from '../list-query';

export interface AppointmentPage {
  appointments: Appointment[];
  total: number;
  counts?: StatusCounts;
}

/** One page of a staff appointment list; `reload` fetches the same page again after an action. */
export function usePagedAppointments(call: 'adminAppointments' | 'doctorAppointments', filters: ListFilters, refusal: RefusalReport) {
  const [data, setData] = useState<AppointmentPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const { status, q, page } = filters;

  useEffect(() => {
    // Answers of a superseded query are dropped, so a slow old page never replaces a newer one.
    let live = true;
    setLoading(true);
    fetchData(call, buildListQuery({ status, q, page }), refusal).then((result) => {
      if (!live) return;
      if (result) setData({ appointments: result.appointments, total: result.total ?? result.appointments.length, counts: result.counts });
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [call, status, q, page, refusal, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, loading, reload };
}
