import { acceptedLanguage, cookieLanguage, queryLanguage, resolveLanguage, withHtmlLang } from './negotiate';

test('?lang wins, then the cookie, then Accept-Language in the order of its weights, then English', () => {
  expect(resolveLanguage({ search: '?lang=kn', cookie: 'lang=hi', acceptLanguage: 'hi' })).toBe('kn');
  expect(resolveLanguage({ search: '?q=x', cookie: 'theme=dark; lang=hi', acceptLanguage: 'kn' })).toBe('hi');
  expect(resolveLanguage({ acceptLanguage: 'en-GB;q=0.5, kn-IN;q=0.9, hi;q=0.7' })).toBe('kn');
  expect(resolveLanguage({ acceptLanguage: 'hi-IN,hi;q=0.9,en;q=0.8' })).toBe('hi');
  expect(resolveLanguage({})).toBe('en');
});

test('anything else is ignored, never trusted: unknown languages, broken weights, refused ones, huge headers', () => {
  expect(queryLanguage('?lang=fr')).toBeUndefined();
  expect(queryLanguage('lang=hi')).toBe('hi');
  expect(cookieLanguage('lang=<script>')).toBeUndefined();
  expect(cookieLanguage(undefined)).toBeUndefined();
  expect(acceptedLanguage('kn;q=0, fr')).toBeUndefined();
  // A weight that is not a number is left out, as if none were given.
  expect(acceptedLanguage('kn;q=0, hi;q=abc')).toBe('hi');
  expect(acceptedLanguage(`${'xx,'.repeat(10_000)}kn`)).toBeUndefined();
  expect(resolveLanguage({ search: '?lang=xx', cookie: 'lang=zz', acceptLanguage: '*' })).toBe('en');
});

test('<html lang> is set whether the template quotes it, leaves it bare, or has none', () => {
  expect(withHtmlLang('<!doctype html><html lang=en><head>', 'hi')).toBe('<!doctype html><html lang="hi"><head>');
  expect(withHtmlLang('<html lang="en" class="x">', 'kn')).toBe('<html lang="kn" class="x">');
  expect(withHtmlLang('<html>', 'en')).toBe('<html lang="en">');
});
