import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuthStore } from '@clinic/shared/stores';
import { Page, Spinner } from '@clinic/shared/ui';
import { LoginPrompt } from '../components/LoginPrompt';
import { useVerifyPayment } from '../features/payment/hooks/useVerifyPayment';
import { verifyRequestOf } from '../features/payment/verify-request';
import { useT } from '../i18n';

export default function VerifyPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = useAuthStore((s) => s.token);
  const request = useMemo(() => verifyRequestOf(params), [params]);
  useVerifyPayment(request, Boolean(token));

  return (
    <Page title={t('Verify.title')}>
      {token ? (
        <Spinner label={t('Verify.checking')} />
      ) : (
        // A session that expired during checkout: logging in comes back here and finishes the check.
        <LoginPrompt message={t('Verify.logIn')} />
      )}
    </Page>
  );
}
