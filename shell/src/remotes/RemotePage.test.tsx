import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { setPageWordsLoader } from './registry';
import { RemotePage } from './RemotePage';

// The federation runtime is the boundary here: these tests drive what it hands back.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerGlobalPlugins: jest.fn(),
}));
const mockedLoad = loadRemote as jest.Mock;

// /remotes.json, which every page waits for before it asks the runtime for its remote.
// A page's words are the bootstrap's business (English here: nothing to wait for).
setPageWordsLoader(() => Promise.resolve());
const remotesMap = jest.fn();
global.fetch = jest.fn(async () => remotesMap()) as unknown as typeof fetch;
const answered = () => ({ ok: true, json: async () => ({ mf_public: '/mf/public/mf-manifest.json' }) });

beforeEach(() => {
  mockedLoad.mockReset();
  (registerRemotes as jest.Mock).mockReset();
  remotesMap.mockReset().mockImplementation(answered);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

test('shows the page a remote exposes', async () => {
  mockedLoad.mockResolvedValue({ default: () => <h1>About Us</h1> });
  render(<RemotePage id="mf_public/AboutPage" />);
  expect(await screen.findByRole('heading', { name: 'About Us' })).toBeInTheDocument();
  expect(mockedLoad).toHaveBeenCalledWith('mf_public/AboutPage');
});

test('a remote that cannot be loaded shows the fallback, and Retry loads it again', async () => {
  mockedLoad.mockRejectedValueOnce(new Error('RUNTIME-008 failed to fetch remoteEntry'));
  mockedLoad.mockResolvedValueOnce({ default: () => <h1>About Us</h1> });
  render(<RemotePage id="mf_public/AboutPage" />);

  expect(await screen.findByRole('heading', { name: 'This section is unavailable right now' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'About Us' })).toBeInTheDocument();
  expect(mockedLoad).toHaveBeenCalledTimes(2);
});

test('a page that throws while rendering is contained in its section', async () => {
  const Broken = () => {
    throw new Error('render failure');
  };
  mockedLoad.mockResolvedValue({ default: Broken });
  render(
    <>
      <header>Header stays</header>
      <RemotePage id="mf_public/ServicesPage" />
    </>,
  );
  expect(await screen.findByText('This section is unavailable right now')).toBeInTheDocument();
  expect(screen.getByText('Header stays')).toBeInTheDocument();
});

test('a module without a default export is treated as a failed load', async () => {
  mockedLoad.mockResolvedValue({});
  render(<RemotePage id="mf_public/HomePage" />);
  expect(await screen.findByText('This section is unavailable right now')).toBeInTheDocument();
});
