import { PageHeader } from '../ui/PageHeader';
import { PrivacyNotice } from '../features/privacy/PrivacyNotice';
import { useT } from '../i18n';

export default function PrivacyPage() {
  const t = useT();
  return (
    <>
      <PageHeader eyebrow={t('PrivacyPage.eyebrow')} title={t('PrivacyPage.title')} lead={t('PrivacyPage.lead')} />
      <PrivacyNotice />
    </>
  );
}
