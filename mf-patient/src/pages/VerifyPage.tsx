import { Page } from '@clinic/shared/ui';

export default function VerifyPage() {
  return <Page title="Verifying your payment" />;
}
