import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createRenderedStore } from './rendered-store';

const useGreeting = createRenderedStore<{ who: string }>(
  () => ({ who: 'patient' }),
  () => ({ who: 'visitor' }),
);
const Greeting = () => <p>Hello {useGreeting((s) => s.who)}</p>;

test('the server renders the rendered state; the browser hydrates from it, then shows its own', async () => {
  const html = renderToString(<Greeting />);
  expect(html).toBe('<p>Hello <!-- -->visitor</p>');

  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  container.innerHTML = html;
  const errors: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, <Greeting />, { onRecoverableError: (e) => errors.push(e) }));
  expect(errors).toEqual([]);
  expect(container.textContent).toBe('Hello patient');
  // After hydration it is a store like any other.
  act(() => useGreeting.setState({ who: 'Asha' }));
  expect(container.textContent).toBe('Hello Asha');
  act(() => root.unmount());
});

test('a page rendered in the browser alone shows the actual state at once', async () => {
  useGreeting.setState({ who: 'patient' });
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(<Greeting />));
  expect(container.textContent).toBe('Hello patient');
  act(() => root.unmount());
});
