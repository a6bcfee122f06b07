import { DELETED_PATIENT_NAME } from '@clinic/shared/contract';
import { useStaffT } from '../i18n';

/** A patient's name as staff read it: a deleted account's stored English words come in the panel's language. */
export function usePatientName(): (name: string) => string {
  const t = useStaffT();
  return (name) => (name === DELETED_PATIENT_NAME ? t('common.deletedPatient') : name);
}
