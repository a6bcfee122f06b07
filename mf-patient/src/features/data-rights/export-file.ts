import { PAGE_ROUTES, type UserExport } from '@clinic/shared/contract';
import { useAuthStore } from '@clinic/shared/stores';
import { translate } from '../../i18n';
import { saveFile } from '../../lib/save-file';

/** `sunrise-clinic-my-data-YYYY-MM-DD.json` (or `.html`), dated as the patient's own calendar says today is. */
export function exportFileName(now: Date, extension: 'json' | 'html' = 'json'): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `sunrise-clinic-my-data-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.${extension}`;
}

/** Hands the export to the browser as a file download (readable JSON, indented). */
export function saveExport(data: UserExport, now = new Date()): void {
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), exportFileName(now));
}

/**
 * Fetches the copy to read (an HTML page the api writes in the language of the site, which the `lang`
 * cookie tells it) with the patient's token, a header a plain link cannot carry, and saves it. Throws with
 * the api's own words when it refuses.
 */
export async function saveReadableExport(now = new Date()): Promise<void> {
  const { token, clearToken } = useAuthStore.getState();
  const response = await fetch(PAGE_ROUTES.userExportReadable.path, { headers: { token }, cache: 'no-store' });
  if (!response.ok) {
    if (response.status === 401) clearToken('token');
    const refusal = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(refusal?.message || translate('DataRights.downloadFailed'));
  }
  saveFile(await response.blob(), exportFileName(now, 'html'));
}
