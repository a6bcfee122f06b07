import { CALL_ROUTES } from '@clinic/shared/contract';
import { createAppBuilds } from '@clinic/shared/federation';

// The host knows no remote at build time: they come from /remotes.json when the page starts.
export default (_env: unknown, argv: { mode?: string }) =>
  createAppBuilds(
    {
      name: 'shell',
      dir: __dirname,
      host: {
        title: 'Sunrise Hearing & Speech Clinic',
        runtimePlugins: ['./src/remotes/remote-errors-plugin.ts'],
        // Every page shows doctors: their list downloads with the scripts, not after the first render.
        startupReads: [CALL_ROUTES.doctorList.path],
        serverEntry: './src/server/render.tsx',
        // What starts a public page served as islands (decision 59).
        islandsEntry: './src/islands/start.tsx',
      },
    },
    argv,
  );
