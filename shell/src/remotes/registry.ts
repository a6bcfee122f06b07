import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** `/remotes.json`: federation name → URL of that remote's `mf-manifest.json`. */
export type RemotesConfig = Record<string, string>;

const registered = new Map<string, string>();
const failed = new Set<string>();

/** A remote that has not answered by then is treated as down, so the section can offer a retry. */
export const REMOTE_TIMEOUT_MS = 15_000;

export async function registerRemotesFromConfig(): Promise<void> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const config = (await response.json()) as RemotesConfig;
  for (const [name, entry] of Object.entries(config)) registered.set(name, entry);
  registerRemotes([...registered].map(([name, entry]) => ({ name, entry })));
}

export function markRemoteFailed(remoteName: string) {
  failed.add(remoteName);
}

/** Forgets a remote that failed to load, so the next attempt fetches its manifest and entry again. */
function resetIfFailed(remoteName: string) {
  const entry = registered.get(remoteName);
  if (!failed.has(remoteName) || !entry) return;
  failed.delete(remoteName);
  registerRemotes([{ name: remoteName, entry }], { force: true });
}

function timeout(id: string): Promise<never> {
  return new Promise((_, reject) =>
    setTimeout(() => reject(new Error(`${id} did not load within ${REMOTE_TIMEOUT_MS / 1000} s`)), REMOTE_TIMEOUT_MS),
  );
}

/** Loads a page component exposed by a remote, e.g. `mf_public/HomePage`. */
export async function loadRemotePage(id: string): Promise<{ default: ComponentType }> {
  const remoteName = id.split('/')[0]!;
  resetIfFailed(remoteName);
  try {
    const module = await Promise.race([loadRemote<{ default: ComponentType }>(id), timeout(id)]);
    if (!module?.default) throw new Error(`${id} has no default export`);
    return module;
  } catch (error) {
    markRemoteFailed(remoteName);
    throw error;
  }
}
