import { createAppBuilds, exposesOf } from '@clinic/shared/federation';

// The pages this remote exposes come from the one list of remotes (shared/src/federation/remotes.ts).
export default (_env: unknown, argv: { mode?: string }) =>
  createAppBuilds({ name: 'mf_patient', dir: __dirname, exposes: exposesOf('mf_patient') }, argv);
