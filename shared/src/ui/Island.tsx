import type { ComponentType, ReactNode } from 'react';

/** `shell/header`, `mf_public/hero`: the app that owns an island, and its name in that app's islands. */
export type IslandName = `${string}/${string}`;

/**
 * An app's islands by name (its `src/islands.ts`), each a function giving the part's component, at once or
 * once its code has arrived: a page fetches the code of the islands it has, not of every page's.
 */
export type Islands = Readonly<Record<string, () => ComponentType | Promise<ComponentType>>>;

/**
 * A part of a server-rendered page that answers input (decision 59). On a page served as islands only
 * these are hydrated, each from its app's islands bundle; the rest stays the server's HTML. In the whole
 * app the mark is rendered as well, so the server's markup and the browser's are the same. It takes no
 * box of its own (`display: contents`, tokens.css).
 */
export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  return <div data-island={name}>{children}</div>;
}
