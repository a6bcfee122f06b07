import { PAGE_ROUTES, receiptFileName } from '@clinic/shared/contract';
import { useAuthStore } from '@clinic/shared/stores';
import { translate } from '../../i18n';
import { saveFile } from '../../lib/save-file';

/**
 * Fetches the receipt's PDF with the patient's token (a header, so a plain link cannot carry it) and hands
 * it to the browser as a download. Throws with the api's own words when it refuses.
 */
export async function downloadReceiptPdf(appointmentId: string, reference: string): Promise<void> {
  const { token, clearToken } = useAuthStore.getState();
  const path = PAGE_ROUTES.userReceiptPdf.path.replace(':appointmentId', encodeURIComponent(appointmentId));
  const response = await fetch(path, { headers: { token }, cache: 'no-store' });
  if (!response.ok) {
    if (response.status === 401) clearToken('token');
    const refusal = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(refusal?.message || translate('Receipt.downloadFailed'));
  }
  saveFile(await response.blob(), receiptFileName(reference));
}
