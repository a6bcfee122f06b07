import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { Doctor } from '@clinic/shared/contract';
import { useDoctorsStore } from '@clinic/shared/stores';
import { DocumentTitleContext } from '@clinic/shared/ui';
import { AppTree } from '../app/App';
import { ServerPagesContext } from '../remotes/server-pages';
import { composeDocument } from './compose-document';

// The renderer (gateway/src/render) asks the shell which page a path shows, as the shell's routes say.
export { pageAt } from '../remotes/routes';

export interface PageRequest {
  /** The shell's index.html. */
  template: string;
  /** The path and query asked for. */
  url: string;
  /** `mf_public/HomePage`, and that page's component from its remote's server build. */
  pageId: string;
  Page: ComponentType;
  /** The public doctor list read for this request, or null when it could not be read. */
  doctors: Doctor[] | null;
  /** The clinic's time zone the list came with (CLINIC_TZ); absent from a renderer that predates it. */
  clinicTz?: string | null;
  stylesheets: string[];
}

/** The whole document for one request, for a visitor who is not signed in (the server cannot tell). */
export function renderDocument({ template, url, pageId, Page, doctors, clinicTz = null, stylesheets }: PageRequest): string {
  // renderToString is synchronous: the list set here is the one this render reads, whatever else is going on.
  useDoctorsStore.setState({ doctors: doctors ?? [], clinicTz: doctors ? clinicTz : null, status: doctors ? 'ready' : 'idle' });
  let title: string | undefined;
  const html = renderToString(
    <DocumentTitleContext.Provider value={(pageTitle) => (title = pageTitle)}>
      <ServerPagesContext.Provider value={{ [pageId]: Page }}>
        <StaticRouter location={url}>
          <AppTree />
        </StaticRouter>
      </ServerPagesContext.Provider>
    </DocumentTitleContext.Provider>,
  );
  return composeDocument(template, { html, title, state: { doctors, clinicTz: doctors ? clinicTz : null }, stylesheets });
}
