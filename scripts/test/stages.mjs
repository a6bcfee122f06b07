// The stages of `npm test` and the order they share this machine's two cores in (docs/toolchain.md, "CI's
// time"). Each stage is one command; `weight` is how many of the two cores it keeps busy.

/** The jest workspaces, longest first: a long one started last would leave a core idle at the end. */
const JEST_WORKSPACES = ['gateway', 'mf-patient', 'mf-admin', 'shared', 'mf-public', 'deploy', 'shell', 'mf-doctor'];

export const CORES = 2;

/** In the order they are started when their turn comes and a core is free. */
export const STAGES = [
  { name: 'build', command: 'turbo run build --concurrency=2 --output-logs=errors-only', weight: 1 },
  { name: 'lint', command: 'npm run lint', weight: 1 },
  // The two long ones start first, each on a core of its own; the rest follow on whichever frees first.
  { name: 'playwright', command: 'npm run e2e -w e2e', weight: 1, needs: ['build'] },
  { name: 'jest api', command: 'npm test -w api -- --maxWorkers=2', weight: 1, needs: ['build'], counts: 'jest' },
  { name: 'typecheck', command: 'turbo run typecheck --concurrency=1 --output-logs=errors-only', weight: 1, needs: ['build'] },
  ...JEST_WORKSPACES.map((workspace) => ({
    name: `jest ${workspace}`,
    command: `npm test -w ${workspace}`,
    weight: 1,
    needs: ['build'],
    counts: 'jest',
  })),
].map((stage) => ({ needs: [], counts: stage.name === 'playwright' ? 'playwright' : undefined, ...stage }));
