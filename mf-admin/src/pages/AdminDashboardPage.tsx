import { Page } from '@clinic/shared/ui';
import { AdminDashboard } from '../features/dashboard/components/AdminDashboard';

export default function AdminDashboardPage() {
  return (
    <Page title="Dashboard">
      <AdminDashboard />
    </Page>
  );
}
