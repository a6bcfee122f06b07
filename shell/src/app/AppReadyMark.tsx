import { useEffect } from 'react';

/**
 * Marks <html data-app-ready> once the page it stands in has committed (or hydrated). It stands beside the
 * page, inside the page's Suspense boundary: React 18 hydrates a boundary's server HTML after the tree
 * around it, so an effect of the app itself ran while the page's fields still ignored input, and text
 * typed then was lost. An automated visitor (the e2e suite) waits for this mark before it types.
 */
export function AppReadyMark() {
  useEffect(() => document.documentElement.setAttribute('data-app-ready', ''), []);
  return null;
}
