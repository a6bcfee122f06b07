import { createContext, useContext, useEffect } from 'react';
import { CLINIC } from '@clinic/shared/clinic';

/** The browser tab's text for a page: its name, then the clinic's. */
export const documentTitle = (title: string) => `${title} · ${CLINIC.name}`;

/** Given while the server renders a page: it hears the page's title, for the document's <title>. */
export const DocumentTitleContext = createContext<((title: string) => void) | null>(null);

/**
 * Names the browser tab, so screen-reader users hear where they landed: in the HTML a server-rendered
 * page arrives with, and in the browser whenever the page changes.
 */
export function useDocumentTitle(title: string) {
  useContext(DocumentTitleContext)?.(title);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
