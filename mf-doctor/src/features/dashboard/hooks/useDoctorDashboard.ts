import { useCallQuery } from '@clinic/shared/data';

/** Earnings, counts and the latest bookings (decision 20); a refusal toasts (spec section 8). */
export function useDoctorDashboard() {
  const { data: dashData, loading, reload } = useCallQuery('doctorDashboard', undefined, { select: (answer) => answer.dashData });
  return { dashData, loading, reload };
}
