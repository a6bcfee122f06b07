import { Fragment, createElement, useCallback, useSyncExternalStore, type ReactNode } from 'react';
import {
  currentLanguage,
  hasAllWords,
  i18n,
  registerCatalog,
  translateIn,
  wordsVersion,
  type Catalog,
  type Leaves,
  type MessageValues,
} from './catalog';
import type { Language } from './languages';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/** The language on screen; a component that reads it re-renders when the visitor chooses another. */
export const useLanguage = (): Language => useSyncExternalStore(subscribe, currentLanguage, currentLanguage);

/**
 * Changes whenever words arrive or the language changes: a component that rendered before its part's
 * words were fetched (a page hydrated with only the words it was served) renders again with them.
 */
const useWordsVersion = (): number => useSyncExternalStore(subscribe, wordsVersion, wordsVersion);

export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

/**
 * An app's texts, in each language as its build gives them (catalog.ts). Returns the
 * typed `t` for components (useT) and for code outside React (translate), both in the active language.
 *
 *   export const { useT, translate } = defineCatalog('public', en, { hi, kn });
 *
 * `defineCatalog<typeof en>(ns, {}, …)` types the keys by a catalog without registering its English.
 */
type Sources = Partial<Record<Exclude<Language, 'en'>, unknown>>;
interface CatalogApi<C> {
  useT(): Translate<Leaves<C>>;
  translate: Translate<Leaves<C>>;
  /**
   * Whether all of this part's words are in, in the language on screen. A page hydrates with only the words
   * it was served; what it did not draw then (a menu's contents) waits for this rather than show ids.
   */
  useAllWords(): boolean;
}
export function defineCatalog<C extends Catalog>(ns: string, english: C, sources: Sources): CatalogApi<C>;
export function defineCatalog<C extends object>(ns: string, english: Catalog, sources: Sources): CatalogApi<C>;
export function defineCatalog<C extends object>(ns: string, english: Catalog, sources: Sources): CatalogApi<C> {
  type Key = Leaves<C>;
  registerCatalog(ns, english, sources);
  const translate: Translate<Key> = (key, values) => translateIn(ns, key, values);
  function useT(): Translate<Key> {
    const version = useWordsVersion();
    // A new function per change, so memoised children that take `t` re-render too.
    return useCallback(translate, [version]);
  }
  function useAllWords(): boolean {
    useWordsVersion();
    return hasAllWords(ns);
  }
  return { useT, translate, useAllWords };
}

const TAG = /<(\w+)>([\s\S]*?)<\/\1>/g;

/**
 * A translated sentence with markup inside it: `Read our <link>privacy policy</link>.` and
 * `{link: (text) => <Link to="/privacy">{text}</Link>}`. Tags without a renderer show their text.
 */
export function richText(text: string, renderers: Record<string, (chunk: string) => ReactNode>): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, tag, chunk] = match as unknown as [string, string, string];
    if (match.index! > last) parts.push(text.slice(last, match.index));
    const render = renderers[tag];
    parts.push(createElement(Fragment, { key: parts.length }, render ? render(chunk) : chunk));
    last = match.index! + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts.length === 1 ? parts[0] : parts;
}
