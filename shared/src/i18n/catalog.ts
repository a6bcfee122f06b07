import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages';

/** A catalog as written: nested parts, each leaf an ICU message. Built, it is flat and compiled (catalog-loader.cjs). */
export interface Catalog {
  [key: string]: string | Catalog;
}

/** Every key of a catalog, dotted: `hero.title`. */
export type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];

export type MessageValues = Record<string, string | number | null | undefined>;

/**
 * What a language's catalog is, as a build gives it: the catalog itself (the server build, tests), or the
 * address of its JSON file (a browser build: data fetched when the language is chosen, not script).
 */
export type CatalogSource = Catalog | string;

interface Namespace {
  sources: Partial<Record<Language, CatalogSource>>;
  loaded: Map<Language, Promise<void>>;
}

/** In a page, the language it starts in (shell/src/index.ts has set `<html lang>`); elsewhere English. */
function startingLanguage(): Language {
  const lang = (globalThis as { document?: { documentElement?: { lang?: string } } }).document?.documentElement?.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

type I18nGlobal = typeof globalThis & { __clinicI18n?: I18n; __clinicI18nNamespaces?: Map<string, Namespace>; __i18nTrace?: string[] };
const global = globalThis as I18nGlobal;

/**
 * The one instance every app reads, kept on globalThis: a second copy of this module (a remote that
 * bundled its own, the trap of react-i18next #1622) still finds the first one's language and messages.
 */
export const i18n: I18n = (global.__clinicI18n ??= setupI18n({ locale: startingLanguage(), messages: { en: {}, hi: {}, kn: {} } }));
const namespaces: Map<string, Namespace> = (global.__clinicI18nNamespaces ??= new Map());

/*
 * Counts the changes of words that change what is on screen: what components re-render on. A language
 * switched is one. A catalog that arrives is one only when a render asked for a word it brings that was not
 * there yet (the id, or another text, was drawn instead), or asked whether its part was complete: a page
 * hydrated with the words it was served has them all, and drawing it again for the same words would hold
 * the main thread for nothing, once per part, when the page should answer its first tap.
 */
let version = 0;
let drawnIn = i18n.locale;
let arrivalRedraws = false;
i18n.on('change', () => {
  if (i18n.locale !== drawnIn || arrivalRedraws) version++;
  drawnIn = i18n.locale;
});
export const wordsVersion = (): number => version;

// Words a render asked for before they had arrived, and parts whose completeness a render asked for while
// they were incomplete: kept only in a browser, while some part is still on its way.
const missedIds = new Set<string>();
const awaitedParts = new Set<string>();
const inBrowser = typeof (globalThis as { window?: unknown }).window !== 'undefined';

const isLeaf = (value: unknown) => typeof value === 'string' || Array.isArray(value);

/** `{hero: {title}}` → `{'hero.title'}`; a built catalog is flat already and comes through as it is. */
export function flattenCatalog(catalog: object, prefix = '', into: Messages = {}): Messages {
  for (const [key, value] of Object.entries(catalog)) {
    if (isLeaf(value)) into[prefix + key] = value as Messages[string];
    else if (value && typeof value === 'object') flattenCatalog(value, `${prefix}${key}.`, into);
  }
  return into;
}

const prefixed = (ns: string, messages: Messages): Messages =>
  Object.fromEntries(Object.entries(messages).map(([key, value]) => [`${ns}.${key}`, value]));

function loadMessages(ns: string, lang: Language, messages: Messages) {
  const ids = prefixed(ns, messages);
  arrivalRedraws = lang === i18n.locale && (awaitedParts.has(ns) || Object.keys(ids).some((id) => missedIds.has(id)));
  try {
    i18n.load(lang, ids);
  } finally {
    arrivalRedraws = false;
  }
  if (lang !== i18n.locale) return;
  awaitedParts.delete(ns);
  for (const id of Object.keys(ids)) missedIds.delete(id);
}

async function fetchCatalog(url: string): Promise<Messages> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return flattenCatalog((await response.json()) as object);
}

// `part:lang` of every part whose whole catalog has arrived in that language (not only a page's served words).
const complete = new Set<string>();
/** Whether a part's whole catalog is in, in the language on screen: its every text can be drawn. */
export function hasAllWords(ns: string, lang: Language = currentLanguage()): boolean {
  const has = complete.has(`${ns}:${lang}`);
  if (!has && inBrowser && lang === currentLanguage()) awaitedParts.add(ns);
  return has;
}

/** A word asked for that the language on screen does not have yet: its arrival draws the page again. */
function missed(id: string) {
  if (inBrowser && [...namespaces.keys()].some((ns) => !complete.has(`${ns}:${i18n.locale}`))) missedIds.add(id);
}

function loadNamespace(ns: string, lang: Language): Promise<void> {
  const entry = namespaces.get(ns);
  if (!entry) return Promise.resolve();
  let loading = entry.loaded.get(lang);
  if (loading) return loading;
  const source = entry.sources[lang];
  if (source === undefined) return Promise.resolve();
  // Marked before the messages load: loading them is the change that re-renders whoever asked.
  if (typeof source !== 'string') {
    complete.add(`${ns}:${lang}`);
    loadMessages(ns, lang, flattenCatalog(source));
    loading = Promise.resolve();
  } else {
    loading = fetchCatalog(source).then((messages) => {
      complete.add(`${ns}:${lang}`);
      loadMessages(ns, lang, messages);
    });
    // A failed download is tried again on the next page or the next choice.
    loading.catch(() => entry.loaded.delete(lang));
  }
  entry.loaded.set(lang, loading);
  return loading;
}

/** Every registered part of the site, in `lang`: what a page waits for before it renders in that language. */
export const ensureLanguage = (lang: Language): Promise<void> =>
  Promise.all([...namespaces.keys()].map((ns) => loadNamespace(ns, lang))).then(() => undefined);

export const currentLanguage = (): Language => i18n.locale as Language;

/** Switches every app at once: whatever reads the language re-renders with the new one. */
export function activateLanguage(lang: Language) {
  if (i18n.locale !== lang) i18n.activate(lang);
}

/**
 * The messages a page was rendered with (the ids takeUsedMessages gave), by part, so the browser hydrates
 * with the same words and fetches the rest of each part afterwards.
 */
export function messagesOf(lang: Language, ids: Iterable<string>): Record<string, Messages> {
  const served: Record<string, Messages> = {};
  if (i18n.locale !== lang) return served;
  const all = i18n.messages; // the active language's
  for (const id of ids) {
    const dot = id.indexOf('.');
    const message = all[id];
    if (message !== undefined) (served[id.slice(0, dot)] ??= {})[id.slice(dot + 1)] = message;
  }
  return served;
}

/** Takes in messages the server rendered with (messagesOf), before anything renders. */
export function acceptServedMessages(lang: Language, served: Record<string, Messages> | undefined) {
  if (!served) return;
  for (const [ns, messages] of Object.entries(served)) {
    // Only the page's own words: the rest of the part is fetched (ensureLanguage) after hydration.
    i18n.load(lang, prefixed(ns, messages));
  }
}

const usedIds = new Set<string>();
/** The messages read since the last call (the server's render asks, to serve just those). */
export function takeUsedMessages(): string[] {
  const ids = [...usedIds];
  usedIds.clear();
  return ids;
}

/** One part's message, in the active language. */
export function translateIn(ns: string, key: string, values?: MessageValues): string {
  const id = `${ns}.${key}`;
  usedIds.add(id);
  if (i18n.messages[id] === undefined) missed(id);
  const text = i18n._(id, values as Record<string, unknown> | undefined);
  global.__i18nTrace?.push(text);
  return text;
}

/**
 * Registers an app's catalogs under its part name (`public`, `patient`, …), as the build gives them
 * (CatalogSource): in a browser, files fetched when the language is on screen (ensureLanguage); on the
 * server and in tests, the catalogs themselves, ready at once.
 */
export function registerCatalog(ns: string, english: unknown, sources: Partial<Record<Exclude<Language, 'en'>, unknown>>) {
  const entry: Namespace = { sources: { ...sources, en: english } as Namespace['sources'], loaded: new Map() };
  namespaces.set(ns, entry);
  for (const lang of LANGUAGES) if (typeof entry.sources[lang] === 'object') void loadNamespace(ns, lang);
  // A part that arrives while a page is on screen (a remote's, hydrating with only the words it was
  // served) fetches the rest of its words in the language on screen at once; what rendered re-renders.
  void loadNamespace(ns, currentLanguage()).catch(() => undefined);
}

/** Whether the language on screen has this message (a text from elsewhere may not be one of ours). */
export function hasMessage(ns: string, key: string): boolean {
  const has = i18n.messages[`${ns}.${key}`] !== undefined;
  if (!has) missed(`${ns}.${key}`);
  return has;
}

export const namespaceCount = () => namespaces.size;

/**
 * `render` in `lang`: the shared catalogs and formatters follow the active language, so it is switched for
 * the length of this one synchronous call and back. The api answers many people at once; none sees
 * another's language, as nothing else runs during the call.
 */
export function inLanguage<T>(lang: Language | undefined, render: () => T): T {
  const active = currentLanguage();
  if (!lang || lang === active) return render();
  activateLanguage(lang);
  try {
    return render();
  } finally {
    activateLanguage(active);
  }
}
