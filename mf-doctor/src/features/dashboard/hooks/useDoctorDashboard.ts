import { useCallData } from '@clinic/shared/staff-panel';

/** Earnings, counts and the latest bookings (decision 20); a refusal toasts (spec section 8). */
export function useDoctorDashboard() {
  const { data: dashData, loading, reload } = useCallData('doctorDashboard', (answer) => answer.dashData);
  return { dashData, loading, reload };
}
