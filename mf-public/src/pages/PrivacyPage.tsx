import { PageHeader } from '../ui/PageHeader';
import { PrivacyNotice } from '../features/privacy/PrivacyNotice';

export default function PrivacyPage() {
  return (
    <>
      <PageHeader
        eyebrow="Your information"
        title="Privacy notice"
        lead="What we keep about you, why, who sees it, for how long, and how you can see, correct or delete it."
      />
      <PrivacyNotice />
    </>
  );
}
