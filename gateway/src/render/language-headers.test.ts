import { languageHeaders } from './language-headers';

test('a page says its language and that it varies by cookie and Accept-Language; ?lang keeps the choice in a cookie', () => {
  expect(languageHeaders({ lang: 'kn' })).toEqual({ 'content-language': 'kn', vary: 'Cookie, Accept-Language' });
  expect(languageHeaders({ lang: 'hi', chosen: true })).toEqual({
    'content-language': 'hi',
    vary: 'Cookie, Accept-Language',
    'set-cookie': 'lang=hi; Path=/; Max-Age=31536000; SameSite=Lax',
  });
  // A renderer that predates languages says nothing of them.
  expect(languageHeaders({})).toEqual({});
});
