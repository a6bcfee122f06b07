import { useCallback, useEffect, useState } from 'react';
import type { PatientSummary } from '@clinic/shared/contract';
import { fetchData, type ListFilters } from '@clinic/shared/staff-panel';
import { patientListQuery } from '../patient';

export interface PatientPage {
  patients: PatientSummary[];
  total: number;
}

/** One page of the patient search (name, e-mail or phone); `reload` asks for the same page again after an action. */
export function usePatientPage({ q, page }: Pick<ListFilters, 'q' | 'page'>) {
  const [data, setData] = useState<PatientPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    // Answers of a superseded search are dropped, so a slow old page never replaces a newer one.
    let live = true;
    setLoading(true);
    fetchData('adminPatients', patientListQuery({ q, page })).then((result) => {
      if (!live) return;
      if (result) setData({ patients: result.patients, total: result.total });
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [q, page, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, loading, reload };
}
