import { act, render, screen } from '@testing-library/react';
import { acceptServedMessages, activateLanguage, ensureLanguage, messagesOf, takeUsedMessages } from './catalog';
import { defineCatalog } from './define-catalog';

afterEach(() => act(() => activateLanguage('en')));

test('a page serves exactly the words its render used, in its language', () => {
  const { translate } = defineCatalog(
    'served-test',
    { a: 'One', b: { c: 'Two {n}' } },
    { hi: { a: 'एक', b: { c: 'दो {n}' } }, kn: { a: 'ಒಂದು', b: { c: 'ಎರಡು {n}' } } },
  );
  activateLanguage('hi');
  takeUsedMessages();
  expect(translate('b.c', { n: 2 })).toBe('दो 2');
  const served = messagesOf('hi', takeUsedMessages());
  expect(Object.keys(served['served-test']!)).toEqual(['b.c']);
  expect(messagesOf('kn', ['served-test.a'])).toEqual({}); // not the language on screen
});

test("words that arrive after a component rendered (a part's catalog fetched later) render it again", async () => {
  const files: Record<string, object> = { '/locales/en.x.json': { greeting: ['Hello'] }, '/locales/hi.x.json': { greeting: ['नमस्ते'] } };
  global.fetch = jest.fn(async (url: string) => ({ ok: true, json: async () => files[url] })) as unknown as typeof fetch;
  const { useT } = defineCatalog<{ greeting: string }>('late-test', '/locales/en.x.json' as never, { hi: '/locales/hi.x.json' });
  function Greeting() {
    const t = useT();
    return <p>{t('greeting')}</p>;
  }
  render(<Greeting />);
  expect(await screen.findByText('Hello')).toBeInTheDocument();
  await act(async () => {
    await ensureLanguage('hi');
    activateLanguage('hi');
  });
  expect(screen.getByText('नमस्ते')).toBeInTheDocument();
});

test('what waits for all of a part’s words (a menu the page did not draw) appears once they arrive, never with ids', async () => {
  let arrive: (words: object) => void = () => {};
  global.fetch = jest.fn(
    () => new Promise((resolve) => (arrive = (words) => resolve({ ok: true, json: async () => words }) as never)),
  ) as unknown as typeof fetch;
  const { useT, useAllWords } = defineCatalog<{ close: string }>('menu-test', '/locales/en.menu.json' as never, {});
  function Menu() {
    const t = useT();
    return useAllWords() ? <button type="button">{t('close')}</button> : null;
  }
  render(<Menu />);
  expect(screen.queryByRole('button')).toBeNull();
  await act(async () => arrive({ close: ['Close menu'] }));
  expect(await screen.findByRole('button', { name: 'Close menu' })).toBeInTheDocument();
});

test('the rest of a part arriving after the page drew with the words it was served does not draw the page again', async () => {
  let arrive: (words: object) => void = () => {};
  global.fetch = jest.fn(
    () => new Promise((resolve) => (arrive = (words) => resolve({ ok: true, json: async () => words }) as never)),
  ) as unknown as typeof fetch;
  acceptServedMessages('en', { 'served-page-test': { title: ['Our Doctors'] } });
  const { useT } = defineCatalog<{ title: string; more: string }>('served-page-test', '/locales/en.page.json' as never, {
    hi: { title: 'हमारे डॉक्टर', more: 'और' },
  });
  let renders = 0;
  function Title() {
    const t = useT();
    renders++;
    return <h1>{t('title')}</h1>;
  }
  render(<Title />);
  expect(screen.getByRole('heading', { name: 'Our Doctors' })).toBeInTheDocument();
  await act(async () => arrive({ title: ['Our Doctors'], more: ['More'] }));
  expect(renders).toBe(1);
  // A language chosen is a change on screen.
  await act(async () => activateLanguage('hi'));
  expect(screen.getByRole('heading', { name: 'हमारे डॉक्टर' })).toBeInTheDocument();
});
