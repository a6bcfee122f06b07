import { readFile } from 'node:fs/promises';
import { REMOTE_APPS } from './paths';

/** Where each remote lives unless a remotes file says otherwise: the builds served beside the shell. */
export const DEFAULT_REMOTES: Record<string, string> = Object.fromEntries(
  REMOTE_APPS.map((app) => [app.name, `${app.mount}mf-manifest.json`]),
);

/**
 * The runtime remotes map. A `REMOTES_FILE` (written by a release) overrides entries and is read on
 * every request, so pointing a remote at another build needs no restart and no rebuild of the shell.
 */
export async function readRemotesConfig(remotesFile: string | undefined): Promise<Record<string, string>> {
  if (!remotesFile) return DEFAULT_REMOTES;
  try {
    const override = JSON.parse(await readFile(remotesFile, 'utf8')) as Record<string, string>;
    return { ...DEFAULT_REMOTES, ...override };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return DEFAULT_REMOTES;
    throw error;
  }
}
