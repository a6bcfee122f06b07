// Where an app's server build lies and what describes it: written by its build (server-config.ts), read by
// the site's renderer (gateway/src/render). Constants only, so the renderer takes no build tooling with it.

/** A server build sits in its browser build's folder: `<dist>/ssr/`. */
export const SERVER_DIR = 'ssr';

/** `ssr/manifest.json`, beside a remote's `mf-manifest.json` or at the shell's root. */
export const SERVER_MANIFEST = `${SERVER_DIR}/manifest.json`;

export interface ServerManifest {
  /** The one CommonJS file of the build, in `ssr/`. */
  bundle: string;
  /** A remote's: the pages it renders on the server. */
  pages?: string[];
  /** A remote's: the shared modules it takes from the shell's server bundle. */
  requires?: string[];
}

/** The meta tag of index.html naming the script that starts a server-rendered page once it is painted. */
export const AFTER_PAINT_META = 'after-paint-script';

/** An islands build (decision 59) sits in its browser build's folder too: `<dist>/islands/`. */
export const ISLANDS_DIR = 'islands';

/** `islands/manifest.json`, beside a remote's `mf-manifest.json` or at the shell's root. */
export const ISLANDS_MANIFEST = `${ISLANDS_DIR}/manifest.json`;

export interface IslandsManifest {
  /** The build's one entry script, in `islands/`: the shell's starts the page, a remote's hydrates its islands. */
  bundle: string;
  /** A remote's: the pages served as islands. */
  pages?: string[];
  /** A remote's: the shared modules it takes from the shell's islands bundle. */
  requires?: string[];
  /** The shell's: the shared modules its islands bundle hands over. */
  provides?: string[];
}

/** Where the shell's islands bundle hands the shared modules to the remotes' (one React, one of each store). */
export const ISLANDS_GLOBAL = '__clinicIslands';
