// The import boundaries of the tree, as lint rules. ESLint does not merge one rule's options across config
// blocks, so each source folder gets one block with every restriction that applies to the files directly
// in it, written as the exact relative path from that folder (no resolver, no guessing by name):
//   - a frontend (the shell, each remote) never imports another: remotes meet only through federation;
//   - a feature of a remote (src/features/<name>) never imports a sibling feature: what two features
//     share lives in the remote's shared folders (src/components, src/lib, src/ui, …) or in @clinic/shared;
//   - an entry of @clinic/shared (src/<entry> behind a subpath) reaches another only through its subpath,
//     or a remote would bundle a private copy of a store (type imports are free: they bundle nothing);
//   - @clinic/shared is imported through its subpaths only, never its root, its src or a relative path;
//   - a feature of the api (api/src/features/<name>) reaches another feature only through that feature's
//     public face, its index.ts ('../appointments'), never a file inside it: the face says what others
//     may rely on, and the rest can change without looking outside the folder.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const FRONTENDS = ['shell', 'mf-public', 'mf-patient', 'mf-admin', 'mf-doctor'];
const WORKSPACES = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces;
const SKIP = new Set(['node_modules', 'dist', '.turbo', 'coverage', 'test-results', 'playwright-report', '.tmp', '.contract-test']);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const toPosix = (p) => p.split(path.sep).join('/');

/** `rel` as an import would write it from `fromDir`: './x' or '../x'. */
function importPath(fromDir, target) {
  const rel = toPosix(path.relative(fromDir, target));
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/** Matches an import of `target` or anything under it, written relative to `fromDir`. */
const underRelative = (fromDir, target) => `^${escape(importPath(fromDir, target))}(/.*)?$`;

function folders(dir) {
  if (!existsSync(dir)) return [];
  return [
    dir,
    ...readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !SKIP.has(e.name))
      .flatMap((e) => folders(path.join(dir, e.name))),
  ];
}

const childFolders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];

/** The folders of shared/src that stand behind a package subpath (`./stores` → `stores`). */
function sharedEntryFolders() {
  const exportsMap = JSON.parse(readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8')).exports;
  return [
    ...new Set(
      Object.values(exportsMap)
        // An entry may name a file per condition (`./search/terms`: one for Node, one for the browser).
        .flatMap((target) => (typeof target === 'string' ? [target] : Object.values(target)))
        .filter((file) => file.startsWith('./src/'))
        .map((file) => file.split('/')[2]),
    ),
  ].filter((folder) => !folder.includes('.'));
}

/** Every restriction on the files directly in `dir`, as `patterns` of no-restricted-imports. */
function restrictionsFor(dir) {
  const patterns = [];
  const rel = toPosix(path.relative(ROOT, dir));
  const [workspace, src, area, name] = rel.split('/');

  const frontend = FRONTENDS.includes(workspace);
  if (frontend) {
    for (const other of FRONTENDS.filter((app) => app !== workspace)) {
      patterns.push({
        regex: `^(@clinic/${escape(other)}(/.*)?|${underRelative(dir, path.join(ROOT, other)).slice(1, -1)})$`,
        message: `${workspace} must not import ${other}: frontends meet only through Module Federation (the shell loads a remote's exposed pages).`,
      });
    }
  }

  if (frontend && src === 'src' && area === 'features' && name) {
    for (const sibling of childFolders(path.join(ROOT, workspace, 'src', 'features')).filter((f) => f !== name)) {
      patterns.push({
        regex: underRelative(dir, path.join(ROOT, workspace, 'src', 'features', sibling)),
        message: `Feature '${name}' must not import feature '${sibling}': move what both need to ${workspace}/src's shared folders (components, lib, …) or @clinic/shared.`,
      });
    }
  }

  if (workspace === 'api' && src === 'src' && area === 'features' && name) {
    for (const other of childFolders(path.join(ROOT, 'api', 'src', 'features')).filter((f) => f !== name)) {
      const face = importPath(dir, path.join(ROOT, 'api', 'src', 'features', other));
      patterns.push({
        regex: `^(${escape(face)}|(\\.\\./)+features/${escape(other)})/(?!index$).+$`,
        message: `Api feature '${name}' may use feature '${other}' only through its public face ('${face}', its index.ts): export what you need there.`,
      });
    }
  }

  if (workspace === 'shared' && src === 'src' && area) {
    const entries = sharedEntryFolders();
    if (entries.includes(area)) {
      for (const other of entries.filter((entry) => entry !== area)) {
        patterns.push({
          regex: underRelative(dir, path.join(ROOT, 'shared', 'src', other)),
          allowTypeImports: true,
          message: `Import @clinic/shared/${other} by its subpath, not by a relative path: a relative value import bundles a private copy (a second store) into every app.`,
        });
      }
    }
  } else if (workspace !== 'shared') {
    patterns.push({
      regex: `^(@clinic/shared/src(/.*)?|${underRelative(dir, path.join(ROOT, 'shared')).slice(1, -1)})$`,
      message: 'Import @clinic/shared through its subpaths (@clinic/shared/ui, …), never by a file path.',
    });
  }

  return patterns;
}

/** One ESLint config block per source folder that has restrictions. */
export function boundaryConfigs() {
  const configs = [];
  for (const workspace of [...WORKSPACES, 'scripts', 'test-support']) {
    for (const dir of folders(path.join(ROOT, workspace))) {
      const patterns = restrictionsFor(dir);
      const rel = toPosix(path.relative(ROOT, dir));
      configs.push({
        files: [`${rel}/*.{js,mjs,cjs,ts,tsx}`],
        rules: {
          '@typescript-eslint/no-restricted-imports': [
            'error',
            {
              paths: [
                {
                  name: '@clinic/shared',
                  message:
                    'Import @clinic/shared through a subpath (@clinic/shared/ui, /contract, …): the root is not an entry the apps share.',
                },
              ],
              patterns,
            },
          ],
        },
      });
    }
  }
  return configs;
}
