import { createRequire } from 'node:module';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import type { Compiler } from 'webpack';
import { contractProblems, type FederationManifest } from './contract-check';
import type { RemoteName } from './remote-contract';

const PLUGIN = 'RemoteContractPlugin';

/**
 * The singleton ranges the shell is built with: the shell's own package.json when the workspace is
 * there, otherwise the peer ranges @clinic/shared declares (a remote built on its own, in its container).
 */
export function hostRanges(appDir: string): Record<string, string> {
  const require = createRequire(path.join(appDir, 'package.json'));
  for (const file of ['@clinic/shell/package.json', '@clinic/shared/package.json']) {
    try {
      const pkg = JSON.parse(readFileSync(require.resolve(file), 'utf8')) as {
        dependencies?: Record<string, string>;
        peerDependencies?: Record<string, string>;
      };
      return { ...pkg.peerDependencies, ...pkg.dependencies };
    } catch {
      // not in this workspace; try the next
    }
  }
  return {};
}

/** Fails a remote's build, naming the missing piece, when its manifest breaks the shell's contract. */
export class RemoteContractPlugin {
  constructor(
    private readonly remote: RemoteName,
    private readonly ranges: Record<string, string>,
  ) {}

  apply(compiler: Compiler) {
    const { Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // After the federation plugin has written the manifest (it does so while optimizing transfer).
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const asset = compilation.getAsset('mf-manifest.json');
        if (!asset) {
          compilation.errors.push(
            new WebpackError(`${this.remote}: no mf-manifest.json was produced, so the shell's contract cannot be checked`),
          );
          return;
        }
        const manifest = JSON.parse(asset.source.source().toString()) as FederationManifest;
        for (const problem of contractProblems(this.remote, manifest, this.ranges)) {
          compilation.errors.push(new WebpackError(`Federation contract broken: ${problem}`));
        }
      });
    });
  }
}
