import { CALL_ROUTES, type Doctor, type PublicHours } from '@clinic/shared/contract';
import { queryLanguage, resolveLanguage, withHtmlLang, type LanguageSignals } from '@clinic/shared/i18n/negotiate';
import {
  ISLANDS_DIR,
  ISLANDS_MANIFEST,
  SERVER_DIR,
  SERVER_MANIFEST,
  type IslandsManifest,
  type ServerManifest,
} from '@clinic/shared/server-manifest';
import { BundleCache } from './bundle-cache';
import { evaluateBundle, requireFrom } from './evaluate-bundle';

/** A GET of a path of the site (the shell, a remote, the api), however the renderer reaches it. */
export type ReadSite = (path: string) => Promise<{ status: number; body: string }>;

/**
 * What the renderer reads for a page and the shell renders it from, then serves to the browser with it
 * (the shell's ServedState, shell/src/app/served-state.ts; both typed by the contract's shapes).
 */
export interface ServedData {
  /** The public doctor list, or null when it could not be read (the browser reads it). */
  doctors: Doctor[] | null;
  /** The clinic's time zone named with the list. */
  clinicTz: string | null;
  /** The clinic's public hours (`GET /api/clinic/hours`), or null when they could not be read. */
  clinicHours: PublicHours | null;
}

/** What the shell's server bundle offers (shell/src/server/render.tsx). */
interface ShellServer {
  pageAt(pathname: string, role: null): string | undefined;
  /** 404 for an address of no page or of a doctor not in the list (absent from a shell that predates it). */
  pageStatus?(pathname: string, doctors: Doctor[] | null): number;
  renderDocument(
    request: ServedData & {
      template: string;
      url: string;
      /** Absent: the shell's own "Page not found". */
      pageId?: string;
      Page?: unknown;
      stylesheets: string[];
      /** The language to render in (absent from a renderer that predates languages: English). */
      lang?: string;
      /** A page served as islands: the shell's islands bundle, then the page's remote's (a shell that predates them ignores it). */
      islands?: { app: string; src: string }[];
    },
  ): string;
  sharedModules: Record<string, unknown>;
}

interface RemoteServer {
  pages: Record<string, unknown>;
}

/** The part of a remote's mf-manifest.json the renderer reads: the page's stylesheets. */
interface FederationManifest {
  metaData?: { publicPath?: string };
  exposes?: { name: string; assets?: { css?: { sync?: string[] } } }[];
}

export interface RenderedPage {
  html: string;
  /** The language the page is in (`Content-Language`), as the request asked for it. */
  lang?: string;
  /** `?lang=` named it: the reply keeps the choice in the `lang` cookie. */
  chosen?: boolean;
  /** The HTTP status when it is not 200: 404 for an address of no page, or of a doctor not in the list. */
  status?: 404;
  /** Why the page was left to the browser, when it is one the server does not render (a sign-in form, say). */
  leftToBrowser?: string;
  /** What went wrong, when the page should have been rendered and was left to the browser instead. */
  failure?: Error;
}

export interface PageRendererOptions {
  read: ReadSite;
  /** How long the doctor list (and the hours) may take; after that the page is rendered without it and the browser reads it. */
  listTimeoutMs?: number;
  /**
   * How long the clinic's hours, once read, are taken as read: they change only when the admin edits the
   * calendar (or a day passes), so a busy site asks the api for them once a second, not once a page.
   */
  hoursTtlMs?: number;
  /**
   * How long index.html and the manifests are taken as read. They change only with a deploy or a build,
   * so under load most requests read none of them; a new shell is seen within this time. /remotes.json
   * (a release) and the doctor list are read for every page.
   */
  settleMs?: number;
}

class LeftToBrowser extends Error {}

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref())]);

/**
 * Renders the public pages on the server: the shell's index.html with the page's markup in it, from the
 * shell's server bundle and the page's remote's, both read from the site as the browser reads their
 * browser builds (through /remotes.json, so a release of a remote is rendered from its next request).
 * Anything that stops it (a page not rendered on the server, a bundle missing, a render that throws)
 * leaves the page to the browser: the plain index.html, as before.
 */
export function createPageRenderer({ read, listTimeoutMs = 1500, settleMs = 1000, hoursTtlMs = 1000 }: PageRendererOptions) {
  const shells = new BundleCache<ShellServer>(4);
  const remotes = new BundleCache<RemoteServer>(16);
  const settled = new Map<string, { until: number; response: ReturnType<ReadSite> }>();

  /** A file of a build: an answer (found or not) is kept for `settleMs`; a failure is not kept. */
  const readBuilt: ReadSite = (path) => {
    const now = Date.now();
    const kept = settled.get(path);
    if (kept && kept.until > now) return kept.response;
    const response = read(path);
    settled.set(path, { until: now + settleMs, response });
    const forget = () => settled.get(path)?.response === response && settled.delete(path);
    response.then((r) => r.status !== 200 && r.status !== 404 && forget(), forget);
    return response;
  };
  const text = async (path: string, from: ReadSite = read) => {
    const response = await from(path);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return response.body;
  };
  const json = async <T>(path: string, from: ReadSite = read) => JSON.parse(await text(path, from)) as T;
  const load =
    <T>(path: string, require: (id: string) => unknown) =>
    async () =>
      evaluateBundle(await text(path), path, require) as T;

  async function loadShell() {
    const path = `/${SERVER_DIR}/${(await json<ServerManifest>(`/${SERVER_MANIFEST}`, readBuilt)).bundle}`;
    return { path, server: await shells.get(path, load<ShellServer>(path, requireFrom({}, { node: true }))) };
  }

  async function loadPage(shell: { path: string; server: ShellServer }, pageId: string, remotesConfig: Promise<Record<string, string>>) {
    const [remoteName, page] = pageId.split('/') as [string, string];
    const entry = (await remotesConfig)[remoteName];
    // Code from elsewhere (a remote on another host, by its manifest URL) is never run here.
    if (!entry?.startsWith('/') || entry.startsWith('//')) throw new LeftToBrowser(`${remoteName} is not served by this site`);
    const base = entry.slice(0, entry.lastIndexOf('/') + 1);
    const [serverManifest, federation, islands] = await Promise.all([
      readBuilt(base + SERVER_MANIFEST),
      json<FederationManifest>(entry, readBuilt),
      islandsOf(base),
    ]);
    // A remote without a server build (the staff panels) renders all its pages in the browser.
    if (serverManifest.status === 404) throw new LeftToBrowser(`${remoteName} has no server build`);
    if (serverManifest.status !== 200) throw new Error(`${base + SERVER_MANIFEST} answered ${serverManifest.status}`);
    const manifest = JSON.parse(serverManifest.body) as ServerManifest;
    if (!manifest.pages?.includes(page)) throw new LeftToBrowser(`${pageId} is not rendered on the server`);
    const path = `${base}${SERVER_DIR}/${manifest.bundle}`;
    // Keyed by the shell too: a remote's bundle runs on the shell bundle's React and stores.
    const remote = await remotes.get(`${shell.path} ${path}`, load<RemoteServer>(path, requireFrom(shell.server.sharedModules)));
    const publicPath = federation.metaData?.publicPath;
    const prefix = publicPath && publicPath !== 'auto' ? publicPath : base;
    const css = federation.exposes?.find((expose) => expose.name === page)?.assets?.css?.sync ?? [];
    const asIslands = islands?.pages?.includes(page) ? { app: remoteName, src: islands.src, requires: islands.requires ?? [] } : undefined;
    return { Page: remote.pages[page], stylesheets: css.map((file) => prefix + file), islands: asIslands };
  }

  /** An app's islands bundle and the pages it serves (decision 59), or undefined for an app without one. */
  async function islandsOf(base: string): Promise<(IslandsManifest & { src: string }) | undefined> {
    const response = await readBuilt(base + ISLANDS_MANIFEST);
    if (response.status !== 200) return undefined;
    const manifest = JSON.parse(response.body) as IslandsManifest;
    return { ...manifest, src: `${base}${ISLANDS_DIR}/${manifest.bundle}` };
  }

  /** The doctor list and the clinic's time zone it names (the page's slot times are in it), or nulls. */
  async function readDoctors(): Promise<{ doctors: Doctor[] | null; clinicTz: string | null }> {
    try {
      const response = await withTimeout(read(CALL_ROUTES.doctorList.path), listTimeoutMs);
      const body = JSON.parse(response.body) as { success?: boolean; doctors?: Doctor[]; clinicTz?: unknown };
      if (response.status !== 200 || !body.success || !Array.isArray(body.doctors)) return { doctors: null, clinicTz: null };
      return { doctors: body.doctors, clinicTz: typeof body.clinicTz === 'string' ? body.clinicTz : null };
    } catch {
      return { doctors: null, clinicTz: null };
    }
  }

  let hoursKept: { until: number; hours: Promise<PublicHours | null> } | undefined;

  /** The clinic's public hours, or null; an answer is kept for `hoursTtlMs`, a failure is not (the next page asks again). */
  function readHours(): Promise<PublicHours | null> {
    const now = Date.now();
    if (hoursKept && hoursKept.until > now) return hoursKept.hours;
    const hours = (async () => {
      try {
        const response = await withTimeout(read(CALL_ROUTES.clinicHours.path), listTimeoutMs);
        const body = JSON.parse(response.body) as { success?: boolean; hours?: PublicHours };
        const ok = response.status === 200 && body.success && body.hours?.weekly && Array.isArray(body.hours.closures);
        return ok ? body.hours! : null;
      } catch {
        return null;
      }
    })();
    const kept = { until: now + hoursTtlMs, hours };
    hoursKept = kept;
    void hours.then((answer) => answer === null && hoursKept === kept && (hoursKept = undefined));
    return hours;
  }

  /** Everything a page is rendered from, read at once. */
  const readServed = async (): Promise<ServedData> => {
    const [listed, clinicHours] = await Promise.all([readDoctors(), readHours()]);
    return { ...listed, clinicHours };
  };

  /**
   * The document for a page request (`url`: path and query), in the language the request asks for
   * (`?lang`, the `lang` cookie, Accept-Language). Rejects only when index.html itself cannot be read.
   */
  return async function renderPage(url: string, signals: Omit<LanguageSignals, 'search'> = {}): Promise<RenderedPage> {
    const [pathname, query] = url.split('?') as [string, string | undefined];
    const lang = resolveLanguage({ ...signals, search: query });
    const chosen = queryLanguage(query) !== undefined;
    const language = { lang, ...(chosen ? { chosen } : {}) };
    const template = text('/index.html', readBuilt);
    template.catch(() => undefined); // awaited below, whichever way the attempt goes
    const attempt = (async (): Promise<RenderedPage> => {
      const shell = await loadShell();
      const { pageAt, pageStatus, renderDocument } = shell.server;
      const pageId = pageAt(pathname, null);
      if (!pageId) {
        // No page at all (a staff page is one, rendered in the browser): the shell's "Page not found", as a 404.
        if (pageStatus?.(pathname, null) !== 404) throw new LeftToBrowser(`${pathname} shows no page of a remote`);
        return {
          html: renderDocument({ template: await template, url, ...(await readServed()), stylesheets: [], lang }),
          status: 404,
          ...language,
        };
      }
      const served = readServed();
      const shellIslands = islandsOf('/');
      const { Page, stylesheets, islands } = await loadPage(shell, pageId, json<Record<string, string>>('/remotes.json'));
      if (!Page) throw new Error(`${pageId} is missing from its server bundle`);
      const listed = await served;
      // Served as islands only when the page's remote serves it so, and the shell has the bundle that starts
      // it and hands over every shared module the remote's takes (a release built against another shell is
      // served as the whole app instead).
      const shellStarter = islands && (await shellIslands);
      const starter = shellStarter && islands.requires.every((id) => shellStarter.provides?.includes(id)) ? shellStarter : undefined;
      const asIslands =
        starter && islands
          ? {
              islands: [
                { app: 'shell', src: starter.src },
                { app: islands.app, src: islands.src },
              ],
            }
          : {};
      const html = renderDocument({ template: await template, url, pageId, Page, ...listed, stylesheets, lang, ...asIslands });
      return pageStatus?.(pathname, listed.doctors) === 404 ? { html, status: 404, ...language } : { html, ...language };
    })();
    try {
      return await attempt;
    } catch (error) {
      // Left to the browser, the page still starts in the asked language: its <html lang> says which.
      const html = withHtmlLang(await template, lang);
      if (error instanceof LeftToBrowser) return { html, leftToBrowser: error.message, ...language };
      // A bundle's errors come from its own realm when it runs in a vm context (jest's): read them by shape.
      const message = (error as { message?: unknown })?.message;
      return {
        html,
        ...language,
        failure: error instanceof Error ? error : new Error(typeof message === 'string' ? message : String(error), { cause: error }),
      };
    }
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
