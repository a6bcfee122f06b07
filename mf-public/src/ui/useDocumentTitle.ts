import { useEffect } from 'react';
import { CLINIC } from '@clinic/shared/clinic';

/** Names the browser tab, so screen-reader users hear where they landed. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${CLINIC.name}`;
  }, [title]);
}
