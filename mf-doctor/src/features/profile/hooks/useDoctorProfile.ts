import { useCallQuery } from '@clinic/shared/data';

/** The signed-in doctor's profile; a refusal is only logged (spec section 8), a thrown error toasts. */
export function useDoctorProfile() {
  const { data: profile, loading, reload } = useCallQuery('doctorProfile', undefined, { select: (answer) => answer.profileData });
  return { profile, loading, reload };
}
