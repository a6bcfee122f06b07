import { useCallData } from '@clinic/shared/staff-panel';

/** The signed-in doctor's profile; a refusal is only logged (spec section 8), a thrown error toasts. */
export function useDoctorProfile() {
  const { data: profile, loading, reload } = useCallData('doctorProfile', (answer) => answer.profileData, 'log');
  return { profile, loading, reload };
}
