import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The one shared-modules table of every federated app. Each is a singleton: two Reacts break hooks, two
 * zustand stores break sign-in. The trailing-slash keys share subpath imports
 * (`react/jsx-runtime`, `react-dom/client`) under the same rule; `@clinic/shared` is shared entry by entry.
 */
export const SHARED_SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'zustand', 'react-toastify', '@clinic/shared'] as const;

/**
 * Entries of @clinic/shared that every app bundles for itself instead. The contract is constants and zod
 * schemas without state, so two copies cannot disagree; bundled, it is tree-shaken to what the app
 * imports, and a page that shows a message or a speciality list never downloads zod. The tokens entry
 * holds no state either (it reads localStorage), and the shell needs it before shared modules arrive;
 * nor do the roles and permissions (constants and a look-up).
 * The staff calls' table is constants too, a lazy chunk of whichever app's client first makes one.
 * The link builders are a few plain functions: bundled, they cost less than a shared module's request.
 * So is the search's spelling fold and term table, which only /doctors and the admin's list read (the
 * table is a lazy chunk of its own in the browser, and in the server's bundle from the start).
 * The calendar file is one page's, loaded on demand there (it carries `ics`).
 * The language negotiation is a few pure functions the shell reads before shared modules arrive; the
 * translator is the api's (one instance per language), never a page's.
 * The server manifest and the list of remotes are for builds, the gateway and the renderer, never a page.
 */
export const UNSHARED_ENTRIES = [
  './contract',
  './contract/i18n',
  './contract/staff-routes',
  './tokens',
  './permissions',
  './links',
  './search',
  './search/terms',
  './calendar-file',
  './i18n/negotiate',
  './i18n/translator',
  './server-manifest',
  './remotes',
  './package.json',
];

/** Entries no page imports (build helpers, test data): listed as shared, but never on a page or a server. */
export const TOOLING_ENTRIES = ['./federation', './testing'];

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  /** A module of ours provided under the package's name (see router-exports.ts). */
  import?: string;
  version?: string;
}

/** `@clinic/shared/stores`, `@clinic/shared/ui`, …: the package's own entries that are shared. */
export const sharedPackageEntries = (): string[] =>
  Object.keys((JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as { exports: object }).exports)
    // A pattern (`./contract/locales/*`) names files, not one module: nothing to share.
    .filter((entry) => !UNSHARED_ENTRIES.includes(entry) && !entry.includes('*'))
    .map((entry) => `@clinic/shared${entry.slice(1)}`);

export function createSharedConfig(
  dependencies: Record<string, string | undefined>,
  providedFromFile: Partial<Record<(typeof SHARED_SINGLETONS)[number], { import: string; version: string }>> = {},
): Record<string, SharedEntry> {
  const missing = SHARED_SINGLETONS.filter((name) => !dependencies[name]);
  if (missing.length > 0) {
    throw new Error(`Every federated app lists its shared singletons in package.json; missing: ${missing.join(', ')}`);
  }
  return Object.fromEntries(
    SHARED_SINGLETONS.flatMap((name) => {
      const entry: SharedEntry = { singleton: true, requiredVersion: dependencies[name]! };
      if (name === '@clinic/shared') return sharedPackageEntries().map((key) => [key, entry]);
      return [
        [name, { ...entry, ...providedFromFile[name] }],
        [`${name}/`, entry],
      ];
    }),
  );
}
