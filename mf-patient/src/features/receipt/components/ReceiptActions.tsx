import { Link } from 'react-router-dom';
import { Button } from '@clinic/shared/ui';
import { useT } from '../../../i18n';
import { useDownloadReceipt } from '../hooks/useDownloadReceipt';
import styles from './Receipt.module.css';

/** Print, Download PDF and the way back; none of them printed. */
export function ReceiptActions({ appointmentId, reference }: { appointmentId: string; reference: string }) {
  const t = useT();
  const { downloading, download } = useDownloadReceipt(appointmentId, reference);
  return (
    <div className={styles.actions}>
      <Button onClick={() => window.print()}>{t('Receipt.print')}</Button>
      <Button variant="secondary" onClick={download} disabled={downloading}>
        {downloading ? t('Receipt.preparingPdf') : t('Receipt.downloadPdf')}
      </Button>
      <Link to="/my-appointments" className={styles.back}>
        {t('common.backToMyAppointments')}
      </Link>
    </div>
  );
}
