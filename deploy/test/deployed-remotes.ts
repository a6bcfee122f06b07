import { REMOTE_LIST } from '@clinic/shared/remotes';

/**
 * How the deployment names each remote of the one list (shared/src/federation/remotes.ts). The shell's
 * remotes-json.sh and scripts/compose-release.mjs build these names from the short one (`public`), so
 * they must follow it; remotes-list.test.ts checks that they do, and that the files agree.
 */
export const DEPLOYED_REMOTES = REMOTE_LIST.map((remote) => {
  const variable = remote.name.toUpperCase();
  return {
    ...remote,
    /** `public`: the segment of its mount, the word remotes-json.sh loops over. */
    short: remote.mount.split('/')[2]!,
    /** Its compose service, built with `APP=<dir>`. */
    service: remote.dir,
    /** Its nginx upstream in the gateway's site. */
    upstream: `clinic_${remote.name}`,
    /** `MF_PUBLIC`: the prefix of its `_UPSTREAM`, `_VERSION` and `_MANIFEST` variables. */
    variable,
    volume: `${remote.dir}-releases`,
  };
});

/** The shell and every remote: the apps built by deploy/docker/frontend.Dockerfile. */
export const FRONTEND_APPS = ['shell', ...DEPLOYED_REMOTES.map((remote) => remote.dir)];
