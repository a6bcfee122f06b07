import { useCallQuery } from '@clinic/shared/data';

/**
 * The signed-in doctor's profile and how many upcoming appointments they have; a refusal is only logged
 * (spec section 8), a thrown error toasts.
 */
export function useDoctorProfile() {
  const { data, loading, reload } = useCallQuery('doctorProfile', undefined, {
    select: (answer) => ({ profile: answer.profileData, upcoming: answer.upcomingAppointments }),
  });
  return { profile: data?.profile, upcoming: data?.upcoming ?? 0, loading, reload };
}
