import semver from 'semver';
import { REMOTE_PAGES, type RemoteName } from './remote-contract';
import { SHARED_SINGLETONS } from './shared-config';

/** The parts of an `mf-manifest.json` the check reads. */
export interface FederationManifest {
  exposes: { name: string; path: string }[];
  shared: { name: string; version: string }[];
}

/** `zustand/react` → `zustand`, `@clinic/shared/ui` → `@clinic/shared`: the singleton a shared module belongs to. */
function singletonOf(moduleName: string): string | undefined {
  return SHARED_SINGLETONS.find((name) => moduleName === name || moduleName.startsWith(`${name}/`));
}

/**
 * What a remote's build breaks of the shell's contract, in words that name the missing piece: a page
 * the shell loads that the remote no longer exposes, or a singleton whose bundled version the shell's
 * range does not accept (two Reacts, two stores). Empty when the remote keeps the contract.
 */
export function contractProblems(
  remote: RemoteName,
  manifest: FederationManifest,
  hostRanges: Record<string, string | undefined>,
): string[] {
  const problems: string[] = [];
  const exposed = new Set(manifest.exposes.map((e) => e.path));
  for (const page of REMOTE_PAGES[remote]) {
    if (!exposed.has(`./${page}`)) problems.push(`${remote} no longer exposes ./${page}, which the shell loads`);
  }
  for (const shared of manifest.shared) {
    const singleton = singletonOf(shared.name);
    const range = singleton && hostRanges[singleton];
    if (range && semver.valid(shared.version) && !semver.satisfies(shared.version, range)) {
      problems.push(`${remote} shares ${shared.name} ${shared.version}, but the shell requires ${singleton} ${range}`);
    }
  }
  return problems;
}
