import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_LIST } from '@clinic/shared/remotes';

/** The repository root: the gateway runs from `gateway/dist/`, its tests from `gateway/src/`. */
export const REPO_ROOT = process.env.SITE_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Each remote's federation name, the path it is served under and its build folder (the one list of remotes). */
export const REMOTE_APPS = REMOTE_LIST.map(({ name, mount, dir }) => ({ name, mount, dir }));

export const distOf = (appDir: string) => path.join(REPO_ROOT, appDir, 'dist');
