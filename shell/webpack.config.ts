import { createAppConfig } from '@clinic/shared/federation';

// The host knows no remote at build time: they come from /remotes.json when the page starts.
export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      name: 'shell',
      dir: __dirname,
      host: { title: 'Sunrise Hearing & Speech Clinic', runtimePlugins: ['./src/remotes/remote-errors-plugin.ts'] },
    },
    argv,
  );
