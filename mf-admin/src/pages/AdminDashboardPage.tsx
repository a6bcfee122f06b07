import { Page } from '@clinic/shared/ui';

export default function AdminDashboardPage() {
  return <Page title="Dashboard" />;
}
