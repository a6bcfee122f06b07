import { Page } from '@clinic/shared/ui';
import { useT } from '../i18n';
import { StaffAccounts } from '../features/staff/StaffAccounts';

/** `/staff` (decision 55): the owner's staff accounts. */
export default function StaffPage() {
  const t = useT();
  return (
    <Page title={t('StaffPage.title')}>
      <StaffAccounts />
    </Page>
  );
}
