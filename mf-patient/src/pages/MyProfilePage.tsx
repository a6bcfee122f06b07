import { Page } from '@clinic/shared/ui';

export default function MyProfilePage() {
  return <Page title="My Profile" />;
}
