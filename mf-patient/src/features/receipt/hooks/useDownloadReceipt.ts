import { useState } from 'react';
import { reportError } from '@clinic/shared/data';
import { downloadReceiptPdf } from '../receipt-pdf-file';

/** Download PDF, with a busy flag while the file is fetched. */
export function useDownloadReceipt(appointmentId: string, reference: string) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadReceiptPdf(appointmentId, reference);
    } catch (error) {
      reportError(error);
    } finally {
      setDownloading(false);
    }
  };
  return { downloading, download: () => void download() };
}
