import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemotePage, setPageWordsLoader } from './registry';

// The federation runtime is the boundary here; /remotes.json is the browser's fetch.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerGlobalPlugins: jest.fn(),
}));
// A page's words are the bootstrap's business (English here: nothing to wait for).
setPageWordsLoader(() => Promise.resolve());
const remotesMap = jest.fn();
global.fetch = jest.fn(async () => remotesMap()) as unknown as typeof fetch;

test('a page waits for the remotes map; when the map could not be read, the next try asks for it again', async () => {
  const contactPage = { default: () => null };
  (loadRemote as jest.Mock).mockResolvedValue(contactPage);
  remotesMap.mockReturnValueOnce({ ok: false, status: 503, json: async () => ({}) });
  await expect(loadRemotePage('mf_public/ContactPage')).rejects.toThrow('/remotes.json answered 503');
  expect(loadRemote).not.toHaveBeenCalled();

  remotesMap.mockReturnValueOnce({ ok: true, json: async () => ({ mf_public: '/mf/public/mf-manifest.json' }) });
  await expect(loadRemotePage('mf_public/ContactPage')).resolves.toBe(contactPage);
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_public', entry: '/mf/public/mf-manifest.json' }]);
  expect(remotesMap).toHaveBeenCalledTimes(2);
});
