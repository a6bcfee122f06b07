/**
 * Runs in every page of the site before its own scripts (an init script): records every text the page
 * shows and every text the language mechanism produced, and names the shown texts that did not come
 * from it. Serialised by Playwright, so it refers to nothing outside itself.
 *
 * What counts as through the mechanism (issue 24, "nothing left behind"):
 * - a string `translate` or `t` returned (the shared catalog pushes each into `window.__i18nTrace`);
 * - a string Intl or toLocale*String formatted (dates, times, money, plurals: in the page's language);
 * - data: what the page was served (inline scripts: the served state), what the visitor typed, what the
 *   page keeps in localStorage; the api's answers are data too, and are checked by the fixture itself.
 * Anything else with a Latin letter in it, in the page's text or in an accessible attribute, is reported.
 * `[translate="no"]` marks text that is the same in every language (the switcher's own language names).
 */
export interface UntranslatedText {
  text: string;
  /** `text`, or the attribute it was in (`aria-label`, `title`, …), or `title` for the document title. */
  where: string;
  url: string;
}

export function guardTexts(names: string[]): void {
  const win = window as unknown as {
    __i18nTrace?: { push(text: string): void };
    __untranslatedNow?: (all?: boolean) => { found: UntranslatedText[]; waiting: string[] };
    __untranslatedTexts?: (found: UntranslatedText[]) => Promise<void>;
  };
  const ATTRIBUTES = ['aria-label', 'aria-description', 'aria-roledescription', 'title', 'alt', 'placeholder'];
  const SKIPPED = 'script, style, noscript, template, textarea, [translate="no"], [contenteditable="true"]';
  const normal = (text: string) => text.replace(/\s+/g, ' ').trim();
  // A text node may carry the punctuation around a value (`, {line2}`): the words are what is checked.
  const words = (text: string) => normal(text).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  const produced = new Set<string>();
  let producedText = '';
  let producedCount = 0;
  const record = (value: unknown) => {
    if (typeof value === 'string' && /[A-Za-z]/.test(value)) produced.add(normal(value));
    return value;
  };
  win.__i18nTrace = { push: record };

  // Formatters: their output is in the page's language by construction.
  const wrapMethod = (proto: object | undefined, name: string) => {
    const original = proto && (proto as Record<string, unknown>)[name];
    if (typeof original !== 'function') return;
    (proto as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
      const out = (original as (...a: unknown[]) => unknown).apply(this, args);
      if (Array.isArray(out)) record(out.map((part: { value?: string }) => part.value ?? '').join(''));
      else record(out);
      return out;
    };
  };
  const wrapGetter = (proto: object, name: string) => {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name);
    if (!descriptor?.get) return;
    const get = descriptor.get;
    Object.defineProperty(proto, name, {
      configurable: true,
      get(this: unknown) {
        const format = get.call(this) as (...a: unknown[]) => unknown;
        return (...args: unknown[]) => record(format(...args));
      },
    });
  };
  wrapGetter(Intl.DateTimeFormat.prototype, 'format');
  wrapGetter(Intl.NumberFormat.prototype, 'format');
  for (const [proto, names] of [
    [Intl.DateTimeFormat.prototype, ['formatToParts', 'formatRange']],
    [Intl.NumberFormat.prototype, ['formatToParts']],
    [Intl.RelativeTimeFormat?.prototype, ['format']],
    [Intl.ListFormat?.prototype, ['format']],
    [Intl.DisplayNames?.prototype, ['of']],
    [Date.prototype, ['toLocaleDateString', 'toLocaleTimeString', 'toLocaleString']],
    [Number.prototype, ['toLocaleString']],
  ] as const)
    for (const name of names) wrapMethod(proto, name);
  // What the visitor typed is theirs, in whatever language they typed it.
  document.addEventListener('input', (event) => record((event.target as HTMLInputElement | null)?.value), true);

  // Each shown text waits here until it is known; one still unknown after GRACE_MS is reported. The grace
  // covers a part of a server-rendered page that hydrates after the page answers input (a nested boundary).
  const GRACE_MS = 1500;
  const pending: (Omit<UntranslatedText, 'url'> & { since: number })[] = [];
  const seen = new Set<string>();
  const reported = new Set<string>();
  const candidate = (text: string | null | undefined, where: string) => {
    const value = words(text ?? '');
    if (!/[A-Za-z]/.test(value) || seen.has(`${where}\u0000${value}`)) return;
    seen.add(`${where}\u0000${value}`);
    pending.push({ text: value, where, since: performance.now() });
  };
  // A page served as islands (`<html data-islands>`, decision 59) is the server's HTML but for its islands:
  // only those are produced again by the browser. The rest is checked where the app renders it whole.
  const serversOnly = (element: Element) =>
    document.documentElement.hasAttribute('data-islands') && element.closest('body') !== null && element.closest('[data-island]') === null;
  const skipped = (element: Element | null) => !element || element.closest(SKIPPED) !== null || serversOnly(element);
  // Attributes are read when checked, not as they change: a label set and corrected in one task (a
  // library's English default, relabelled at once) is never heard.
  const attributesToRead = new Map<Element, Set<string>>();
  const readLater = (element: Element, name: string) => {
    const names = attributesToRead.get(element) ?? new Set<string>();
    attributesToRead.set(element, names.add(name));
  };
  const readAttributes = () => {
    for (const [element, names] of attributesToRead)
      for (const name of names) if (element.hasAttribute(name)) candidate(element.getAttribute(name), name);
    attributesToRead.clear();
  };
  // `parent`: where a text node was added, for one already replaced by the time it is read (a title set twice).
  const collect = (node: Node, parent: Node | null = node.parentNode) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const element = parent instanceof Element ? parent : null;
      if (skipped(element)) return;
      candidate(node.nodeValue, element?.tagName === 'TITLE' ? 'title' : 'text');
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE && node.nodeType !== Node.DOCUMENT_NODE) return;
    const root = node as Element | Document;
    const elements = root instanceof Element ? [root, ...root.querySelectorAll('*')] : [...root.querySelectorAll('*')];
    for (const element of elements) {
      if (skipped(element)) continue;
      for (const name of ATTRIBUTES) if (element.hasAttribute(name)) readLater(element, name);
      if (element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type)) candidate(element.value, 'value');
      for (const child of element.childNodes) if (child.nodeType === Node.TEXT_NODE) collect(child);
    }
  };

  /** The texts shown so far that came from nowhere the mechanism knows (once each); `all`: not only those past their grace. */
  const untranslated = (all = false): UntranslatedText[] => {
    readAttributes();
    if (producedCount !== produced.size) {
      producedText = [...produced].join('\n');
      producedCount = produced.size;
    }
    const served = [...document.querySelectorAll('script:not([src])')].map((s) => normal(s.textContent ?? '')).join('\n');
    const stored = Object.keys(localStorage)
      .map((key) => normal(localStorage.getItem(key) ?? ''))
      .join('\n');
    const found: UntranslatedText[] = [];
    const known = (text: string) => names.includes(text) || producedText.includes(text) || served.includes(text) || stored.includes(text);
    const now = performance.now();
    for (const item of pending.splice(0)) {
      // Parts each through the mechanism are too: a list of names (`English, Kannada, Tamil`), or the
      // tab's title, the page's name and the clinic's (`About Us · Sunrise Hearing & Speech Clinic`, also
      // announced to screen readers after each navigation). A part with no Latin letter is the page's language.
      if (known(item.text) || item.text.split(/\s*[,·]\s*/).every((part) => !/[A-Za-z]/.test(part) || known(words(part)))) continue;
      if (!all && now - item.since < GRACE_MS) {
        pending.push(item);
        continue;
      }
      const key = `${item.where}\u0000${item.text}`;
      if (reported.has(key)) continue;
      reported.add(key);
      found.push({ ...item, url: location.pathname + location.search });
    }
    return found;
  };
  /** For the end of a test: what is unknown now, and the texts still within their grace. */
  win.__untranslatedNow = (all = false) => {
    collect(document);
    return { found: untranslated(all), waiting: pending.map((item) => item.text) };
  };

  // Checked once the page answers input (a page rendered on the server has hydrated, so every text on
  // it has been produced again by the client), and again as the page changes.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ready = () => document.documentElement.hasAttribute('data-app-ready');
  const check = () => {
    timer = undefined;
    if (!ready()) return;
    const found = untranslated();
    if (found.length) void win.__untranslatedTexts?.(found);
    if (pending.length) timer = setTimeout(check, GRACE_MS);
  };
  // What the server drew and the page replaced before it answered input (a signed-in member of staff
  // arriving at /, drawn as the public home first) was never the page: only what stands at that moment counts.
  const observer = new MutationObserver((mutations) => {
    if (!ready()) return;
    for (const mutation of mutations) {
      if (mutation.type === 'childList') mutation.addedNodes.forEach((node) => collect(node, mutation.target));
      else if (mutation.type === 'characterData') collect(mutation.target);
      else if (mutation.type === 'attributes' && mutation.attributeName === 'data-app-ready') collect(document);
      else if (mutation.type === 'attributes' && !skipped(mutation.target as Element))
        readLater(mutation.target as Element, mutation.attributeName!);
    }
    timer ??= setTimeout(check, 200);
  });
  observer.observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: [...ATTRIBUTES, 'data-app-ready'],
  });
  addEventListener('pagehide', () => {
    if (!ready()) return;
    collect(document);
    const found = untranslated();
    if (found.length) void win.__untranslatedTexts?.(found);
  });
}
