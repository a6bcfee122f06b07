import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { activateLanguage } from '@clinic/shared/i18n';
import { LanguageSwitcher } from './LanguageSwitcher';
import kn from '../locales/kn.json';

function Where() {
  const { search } = useLocation();
  return <output aria-label="query">{search}</output>;
}

afterEach(() => {
  act(() => activateLanguage('en'));
  document.cookie = 'lang=; Max-Age=0; Path=/';
});

test('each language is a link named in its own script, to this page in that language, the current one marked', () => {
  render(
    <MemoryRouter initialEntries={['/doctors?q=kannada']}>
      <LanguageSwitcher />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  const kannada = screen.getByRole('link', { name: 'ಕನ್ನಡ' });
  expect(kannada).toHaveAttribute('href', '/doctors?q=kannada&lang=kn');
  expect(kannada).toHaveAttribute('lang', 'kn');
  expect(screen.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('hreflang', 'hi');
  expect(screen.getByRole('navigation', { name: 'Language' })).toBeInTheDocument();
});

test('choosing one switches the page in place, keeps the choice in the cookie, and drops ?lang from the address', async () => {
  render(
    <MemoryRouter initialEntries={['/about?lang=hi']}>
      <LanguageSwitcher />
      <Where />
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'ಕನ್ನಡ' }));
  expect(await screen.findByRole('navigation', { name: kn.language.label })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('kn');
  expect(document.cookie).toContain('lang=kn');
  expect(screen.getByRole('link', { name: 'ಕನ್ನಡ' })).toHaveAttribute('aria-current', 'true');
  expect(screen.getByLabelText('query').textContent).toBe('');
});
