import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FloatingContact } from './FloatingContact';

const renderIt = () =>
  render(
    <>
      <button type="button">elsewhere</button>
      <FloatingContact />
    </>,
  );

test('one button opens chat, e-mail and call; Escape closes them and puts focus back on it', async () => {
  renderIt();
  const toggle = screen.getByRole('button', { name: 'Chat, e-mail or call us' });
  const links = screen.getByRole('group', { name: 'Quick contact' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveAttribute('aria-controls', links.id);
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(
    within(links)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Chat with us', 'E-mail care@sunrisehearing.in', 'Call +91 98450 12345']);
  await userEvent.tab({ shift: true });
  expect(within(links).getByRole('link', { name: /^Call/ })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
});

test('a click elsewhere, focus moving away, or choosing one closes them', async () => {
  renderIt();
  const toggle = screen.getByRole('button', { name: 'Chat, e-mail or call us' });
  await userEvent.click(toggle);
  await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await userEvent.click(toggle);
  act(() => screen.getByRole('button', { name: 'elsewhere' }).focus());
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await userEvent.click(toggle);
  // jsdom cannot follow a mailto: link; the browser would open the mail program.
  const stay = (event: Event) => event.preventDefault();
  document.addEventListener('click', stay);
  await userEvent.click(screen.getByRole('link', { name: /^E-mail/ }));
  document.removeEventListener('click', stay);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
