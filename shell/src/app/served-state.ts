import type { Doctor, PublicHours } from '@clinic/shared/contract';
import type { Language } from '@clinic/shared/i18n';

/** What a page rendered on the server brings for the browser to hydrate with: the state it was rendered from. */
export interface ServedState {
  /** The public doctor list the server read; null when it could not, and the browser reads it itself. */
  doctors: Doctor[] | null;
  /** The clinic's time zone that came with that list (absent from a renderer that predates it). */
  clinicTz?: string | null;
  /**
   * The clinic's public hours the server read (the footer and the contact page show them); null when it
   * could not, and the browser reads them itself; absent from a renderer that predates them.
   */
  clinicHours?: PublicHours | null;
  /** The language it was rendered in (absent from a renderer that predates languages: English). */
  lang?: Language;
  /** For Hindi and Kannada, the compiled messages of each part the page used (`public`, `shell`, …). */
  messages?: Record<string, Record<string, unknown>>;
}

export const SERVED_STATE_ID = 'served-state';

/**
 * A JSON data block, which the CSP lets through (no inline script runs). `<` is escaped, so no text in
 * the data (a doctor's "about", say) can close the element early.
 */
export const servedStateScript = (state: ServedState): string =>
  `<script type="application/json" id="${SERVED_STATE_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;

/** The state this page was rendered from, or null for a page the browser renders alone. */
export function readServedState(): ServedState | null {
  const text = document.getElementById(SERVED_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServedState;
  } catch {
    return null;
  }
}
