import { useCallQuery } from '@clinic/shared/data';

/** The admin's counts and latest appointments (decision 19); `reload` after an action on them. */
export function useAdminDashboard() {
  const { data: dashData, loading, reload } = useCallQuery('adminDashboard', undefined, { select: (answer) => answer.dashData });
  return { dashData, loading, reload };
}
