import { Link, useParams } from 'react-router-dom';
import { useAuthStore } from '@clinic/shared/stores';
import { Button, EmptyState, Page, Spinner } from '@clinic/shared/ui';
import { LoginPrompt } from '../components/LoginPrompt';
import { ReceiptActions } from '../features/receipt/components/ReceiptActions';
import { ReceiptDocument } from '../features/receipt/components/ReceiptDocument';
import { useReceipt } from '../features/receipt/hooks/useReceipt';

/** `/receipt/:appointmentId`: a paid appointment's receipt, to read, print or download as a PDF (decision 51). */
export default function ReceiptPage() {
  const { appointmentId = '' } = useParams();
  const token = useAuthStore((s) => s.token);
  const { receipt, loading, reload } = useReceipt(appointmentId, token);

  if (!token) {
    return (
      <Page title="Receipt">
        <LoginPrompt message="Log in to see your receipt." />
      </Page>
    );
  }
  return (
    <Page title="Receipt">
      {!receipt && loading ? (
        <Spinner label="Loading your receipt…" />
      ) : !receipt ? (
        <EmptyState title="No receipt to show">
          <p>There is a receipt once an appointment has been paid online. Payments made at the clinic are receipted at the desk.</p>
          <p>
            <Button variant="secondary" onClick={reload}>
              Try again
            </Button>{' '}
            <Link to="/my-appointments">Back to My appointments</Link>
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
