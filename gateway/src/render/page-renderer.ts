import { CALL_ROUTES, type Doctor } from '@clinic/shared/contract';
import { SERVER_DIR, SERVER_MANIFEST, type ServerManifest } from '@clinic/shared/server-manifest';
import { BundleCache } from './bundle-cache';
import { evaluateBundle, requireFrom } from './evaluate-bundle';

/** A GET of a path of the site (the shell, a remote, the api), however the renderer reaches it. */
export type ReadSite = (path: string) => Promise<{ status: number; body: string }>;

/** What the shell's server bundle offers (shell/src/server/render.tsx). */
interface ShellServer {
  pageAt(pathname: string, role: null): string | undefined;
  renderDocument(request: {
    template: string;
    url: string;
    pageId: string;
    Page: unknown;
    doctors: Doctor[] | null;
    clinicTz: string | null;
    stylesheets: string[];
  }): string;
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
  /** Why the page was left to the browser, when it is one the server does not render (a sign-in form, say). */
  leftToBrowser?: string;
  /** What went wrong, when the page should have been rendered and was left to the browser instead. */
  failure?: Error;
}

export interface PageRendererOptions {
  read: ReadSite;
  /** How long the doctor list may take; after that the page is rendered without it and the browser reads it. */
  listTimeoutMs?: number;
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
export function createPageRenderer({ read, listTimeoutMs = 1500, settleMs = 1000 }: PageRendererOptions) {
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
    const [serverManifest, federation] = await Promise.all([readBuilt(base + SERVER_MANIFEST), json<FederationManifest>(entry, readBuilt)]);
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
    return { Page: remote.pages[page], stylesheets: css.map((file) => prefix + file) };
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

  /** The document for a page request (`url`: path and query). Rejects only when index.html itself cannot be read. */
  return async function renderPage(url: string): Promise<RenderedPage> {
    const pathname = url.split('?')[0]!;
    const template = text('/index.html', readBuilt);
    template.catch(() => undefined); // awaited below, whichever way the attempt goes
    const attempt = (async () => {
      const shell = await loadShell();
      const pageId = shell.server.pageAt(pathname, null);
      if (!pageId) throw new LeftToBrowser(`${pathname} shows no page of a remote`);
      const list = readDoctors();
      const { Page, stylesheets } = await loadPage(shell, pageId, json<Record<string, string>>('/remotes.json'));
      if (!Page) throw new Error(`${pageId} is missing from its server bundle`);
      return shell.server.renderDocument({ template: await template, url, pageId, Page, ...(await list), stylesheets });
    })();
    try {
      return { html: await attempt };
    } catch (error) {
      const html = await template;
      if (error instanceof LeftToBrowser) return { html, leftToBrowser: error.message };
      // A bundle's errors come from its own realm when it runs in a vm context (jest's): read them by shape.
      const message = (error as { message?: unknown })?.message;
      return {
        html,
        failure: error instanceof Error ? error : new Error(typeof message === 'string' ? message : String(error), { cause: error }),
      };
    }
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
