import { Page } from '@clinic/shared/ui';
import { useT } from '../i18n';
import { AdminDashboard } from '../features/dashboard/components/AdminDashboard';

export default function AdminDashboardPage() {
  const t = useT();
  return (
    <Page title={t('AdminDashboardPage.title')}>
      <AdminDashboard />
    </Page>
  );
}
