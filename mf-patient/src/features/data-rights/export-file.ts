import type { UserExport } from '@clinic/shared/contract';
import { saveFile } from '../../lib/save-file';

/** `sunrise-clinic-my-data-YYYY-MM-DD.json`, dated as the patient's own calendar says today is. */
export function exportFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `sunrise-clinic-my-data-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

/** Hands the export to the browser as a file download (readable JSON, indented). */
export function saveExport(data: UserExport, now = new Date()): void {
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), exportFileName(now));
}
