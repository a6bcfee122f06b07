import { Link, useParams } from 'react-router-dom';
import { useAuthStore } from '@clinic/shared/stores';
import { Button, EmptyState, Page, Spinner } from '@clinic/shared/ui';
import { LoginPrompt } from '../components/LoginPrompt';
import { ReceiptActions } from '../features/receipt/components/ReceiptActions';
import { ReceiptDocument } from '../features/receipt/components/ReceiptDocument';
import { useReceipt } from '../features/receipt/hooks/useReceipt';
import { useT } from '../i18n';

/** `/receipt/:appointmentId`: a paid appointment's receipt, to read, print or download as a PDF (decision 51). */
export default function ReceiptPage() {
  const t = useT();
  const { appointmentId = '' } = useParams();
  const token = useAuthStore((s) => s.token);
  const { receipt, loading, reload } = useReceipt(appointmentId, token);

  if (!token) {
    return (
      <Page title={t('Receipt.title')}>
        <LoginPrompt message={t('Receipt.logIn')} />
      </Page>
    );
  }
  return (
    <Page title={t('Receipt.title')}>
      {!receipt && loading ? (
        <Spinner label={t('Receipt.loading')} />
      ) : !receipt ? (
        <EmptyState title={t('Receipt.none')}>
          <p>{t('Receipt.noneText')}</p>
          <p>
            <Button variant="secondary" onClick={reload}>
              {t('common.tryAgain')}
            </Button>{' '}
            <Link to="/my-appointments">{t('common.backToMyAppointments')}</Link>
          </p>
        </EmptyState>
      ) : (
        <>
          <ReceiptActions appointmentId={receipt.appointmentId} reference={receipt.reference} />
          <ReceiptDocument receipt={receipt} />
        </>
      )}
    </Page>
  );
}
