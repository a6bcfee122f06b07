import { Link } from 'react-router-dom';
import { Button } from '@clinic/shared/ui';
import { useDownloadReceipt } from '../hooks/useDownloadReceipt';
import styles from './Receipt.module.css';

/** Print, Download PDF and the way back; none of them printed. */
export function ReceiptActions({ appointmentId, reference }: { appointmentId: string; reference: string }) {
  const { downloading, download } = useDownloadReceipt(appointmentId, reference);
  return (
    <div className={styles.actions}>
      <Button onClick={() => window.print()}>Print</Button>
      <Button variant="secondary" onClick={download} disabled={downloading}>
        {downloading ? 'Preparing the PDF…' : 'Download PDF'}
      </Button>
      <Link to="/my-appointments" className={styles.back}>
        Back to My appointments
      </Link>
    </div>
  );
}
