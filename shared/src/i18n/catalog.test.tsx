import { act, render, screen } from '@testing-library/react';
import { activateLanguage, ensureLanguage, messagesOf, takeUsedMessages } from './catalog';
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
