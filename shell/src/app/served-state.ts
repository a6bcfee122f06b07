import type { Doctor, PublicHours } from '@clinic/shared/contract';
import { acceptServedMessages, activateLanguage, isLanguage, type Language } from '@clinic/shared/i18n';
import { useClinicHoursStore, useDoctorsStore } from '@clinic/shared/stores';

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

/**
 * The page's language, and the words it was rendered with (for Hindi and Kannada), before anything renders:
 * the browser's first render is then the server's (whole, bootstrap.tsx, or as islands, islands/start.tsx).
 */
export function takeServedLanguage(served: ServedState | null): Language | undefined {
  const lang = served?.lang ?? document.documentElement.lang;
  if (!isLanguage(lang)) return undefined;
  acceptServedMessages(lang, served?.messages as Parameters<typeof acceptServedMessages>[1]);
  activateLanguage(lang);
  return lang;
}

/** The doctor list and the hours the page was rendered from, into the stores it hydrates with. */
export function takeServedStores(served: ServedState) {
  if (served.doctors) useDoctorsStore.setState({ doctors: served.doctors, clinicTz: served.clinicTz ?? null, status: 'ready' });
  if (served.clinicHours) useClinicHoursStore.setState({ hours: served.clinicHours, status: 'ready' });
}
