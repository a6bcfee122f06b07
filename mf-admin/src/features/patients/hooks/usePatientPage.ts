import type { PatientSummary } from '@clinic/shared/contract';
import { useCallQuery } from '@clinic/shared/data';
import type { ListFilters } from '@clinic/shared/staff-panel';
import { patientListQuery } from '../patient';

export interface PatientPage {
  patients: PatientSummary[];
  total: number;
}

/**
 * One page of the patient search (name, e-mail or phone); `reload` asks for the same page again after an
 * action. A slow answer to an older search never replaces a newer one.
 */
export function usePatientPage({ q, page }: Pick<ListFilters, 'q' | 'page'>) {
  return useCallQuery('adminPatients', patientListQuery({ q, page }), {
    select: (answer): PatientPage => ({ patients: answer.patients, total: answer.total }),
  });
}
