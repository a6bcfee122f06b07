import { Page } from '@clinic/shared/ui';
import { DoctorProfileCard } from '../features/profile/components/DoctorProfileCard';

export default function DoctorProfilePage() {
  return (
    <Page title="Profile">
      <DoctorProfileCard />
    </Page>
  );
}
