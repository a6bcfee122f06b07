import { useAuthStore, useProfileStore } from '@clinic/shared/stores';
import { Button, EmptyState, Page, Spinner } from '@clinic/shared/ui';
import { LoginPrompt } from '../components/LoginPrompt';
import { ProfileCard } from '../features/profile/components/ProfileCard';
import { AccountSecurityCard } from '../features/account-security/AccountSecurityCard';
import { DataRightsCard } from '../features/data-rights/DataRightsCard';
import { useT } from '../i18n';

export default function MyProfilePage() {
  const t = useT();
  const token = useAuthStore((s) => s.token);
  const profile = useProfileStore((s) => s.profile);
  const status = useProfileStore((s) => s.status);

  return (
    <Page title={t('MyProfile.title')}>
      {!token ? (
        <LoginPrompt message={t('MyProfile.logIn')} />
      ) : profile ? (
        <>
          <ProfileCard profile={profile} />
          <AccountSecurityCard />
          <DataRightsCard />
        </>
      ) : status === 'error' ? (
        <EmptyState title={t('MyProfile.failed')}>
          <Button onClick={() => void useProfileStore.getState().load()}>{t('common.tryAgain')}</Button>
        </EmptyState>
      ) : (
        // The shell fetches the profile whenever a token exists; until it arrives, wait for it.
        <Spinner label={t('MyProfile.loading')} />
      )}
    </Page>
  );
}
