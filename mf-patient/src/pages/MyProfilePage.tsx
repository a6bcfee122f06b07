import { useAuthStore, useProfileStore } from '@clinic/shared/stores';
import { Button, EmptyState, Page, Spinner } from '@clinic/shared/ui';
import { LoginPrompt } from '../components/LoginPrompt';
import { ProfileCard } from '../features/profile/components/ProfileCard';
import { AccountSecurityCard } from '../features/account-security/AccountSecurityCard';
import { DataRightsCard } from '../features/data-rights/DataRightsCard';

export default function MyProfilePage() {
  const token = useAuthStore((s) => s.token);
  const profile = useProfileStore((s) => s.profile);
  const status = useProfileStore((s) => s.status);

  return (
    <Page title="My Profile">
      {!token ? (
        <LoginPrompt message="Log in to see and edit your profile." />
      ) : profile ? (
        <>
          <ProfileCard profile={profile} />
          <AccountSecurityCard />
          <DataRightsCard />
        </>
      ) : status === 'error' ? (
        <EmptyState title="Your profile could not be loaded">
          <Button onClick={() => void useProfileStore.getState().load()}>Try again</Button>
        </EmptyState>
      ) : (
        // The shell fetches the profile whenever a token exists; until it arrives, wait for it.
        <Spinner label="Loading your profile…" />
      )}
    </Page>
  );
}
