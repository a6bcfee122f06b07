import { useCallData } from '@clinic/shared/staff-panel';

/** The admin's counts and latest appointments (decision 19); `reload` after an action on them. */
export function useAdminDashboard() {
  const { data: dashData, loading, reload } = useCallData('adminDashboard', (answer) => answer.dashData);
  return { dashData, loading, reload };
}
