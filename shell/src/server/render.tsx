import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { activateLanguage, isLanguage, messagesOf, takeUsedMessages } from '@clinic/shared/i18n';
import { useClinicHoursStore, useDoctorsStore } from '@clinic/shared/stores';
import { DocumentTitleContext } from '@clinic/shared/ui';
import { AppTree } from '../app/App';
import type { ServedState } from '../app/served-state';
import { ServerPagesContext } from '../remotes/server-pages';
import { composeDocument, type IslandsScript } from './compose-document';

// The renderer (gateway/src/render) asks the shell which page a path shows, as the shell's routes say,
// and what status the address answers (404 for no page, or a doctor not in the list).
export { pageAt } from '../remotes/routes';
export { pageStatus } from './page-status';

/** What the renderer read for this request (the served state, app/served-state.ts, is made from it). */
export interface PageRequest extends Omit<ServedState, 'lang' | 'messages'> {
  /** The shell's index.html. */
  template: string;
  /** The path and query asked for. */
  url: string;
  /**
   * `mf_public/HomePage`, and that page's component from its remote's server build. Absent for an address
   * of no page: the shell renders its own "Page not found" in the public layout.
   */
  pageId?: string;
  Page?: ComponentType;
  stylesheets: string[];
  /** The request's language (gateway: `?lang`, the cookie, Accept-Language); English when absent or unknown. */
  lang?: string;
  /** A page served as islands (decision 59): the shell's islands bundle, then the page's remote's. */
  islands?: IslandsScript[];
}

/** The whole document for one request, for a visitor who is not signed in (the server cannot tell). */
export function renderDocument({
  template,
  url,
  pageId,
  Page,
  doctors,
  clinicTz = null,
  clinicHours = null,
  stylesheets,
  lang: asked,
  islands,
}: PageRequest): string {
  const lang = isLanguage(asked) ? asked : 'en';
  // Every catalog is in the server bundle, so the switch is immediate; like the stores, it holds for this
  // synchronous render only (a streaming render would need an instance per request).
  activateLanguage(lang);
  takeUsedMessages();
  // renderToString is synchronous: the state set here is the one this render reads, whatever else is going on.
  useDoctorsStore.setState({ doctors: doctors ?? [], clinicTz: doctors ? clinicTz : null, status: doctors ? 'ready' : 'idle' });
  // Hours the server could not read are read by the browser (the page shows "Call us" meanwhile, not old hours).
  useClinicHoursStore.setState({ hours: clinicHours, status: clinicHours ? 'ready' : 'idle' });
  let title: string | undefined;
  const html = renderToString(
    <DocumentTitleContext.Provider value={(pageTitle) => (title = pageTitle)}>
      <ServerPagesContext.Provider value={pageId && Page ? { [pageId]: Page } : {}}>
        <StaticRouter location={url}>
          <AppTree />
        </StaticRouter>
      </ServerPagesContext.Provider>
    </DocumentTitleContext.Provider>,
  );
  // The words this page used go with it, so the browser hydrates with the same text.
  const messages = messagesOf(lang, takeUsedMessages());
  const state = { doctors, clinicTz: doctors ? clinicTz : null, clinicHours, lang, messages };
  return composeDocument(template, { html, title, state, stylesheets, lang, islands });
}
