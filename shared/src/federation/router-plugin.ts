import path from 'node:path';
import type { Compiler, Dependency, Module } from 'webpack';

const PLUGIN = 'RouterExportsPlugin';

/** The module every app provides as react-router-dom (see shared-config.ts). */
export const ROUTER_EXPORTS = path.join(__dirname, 'router-exports.ts');

/**
 * Fails a build that takes from react-router-dom anything router-exports.ts does not offer: at run time
 * that import would be undefined, in whichever app loaded the router first.
 */
export class RouterExportsPlugin {
  apply(compiler: Compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.afterOptimizeDependencies.tap(PLUGIN, (modules) => {
        const { moduleGraph } = compilation;
        const all = [...modules];
        const offered = all.find((m) => (m as { resource?: string }).resource === ROUTER_EXPORTS);
        const names = offered && moduleGraph.getExportsInfo(offered).getProvidedExports();
        if (!Array.isArray(names)) return;
        const consumers = all.filter(
          (m) =>
            m.type === 'consume-shared-module' && (m as Module & { options: { shareKey: string } }).options.shareKey === 'react-router-dom',
        );
        for (const consumer of consumers) {
          for (const { dependency, originModule } of moduleGraph.getIncomingConnections(consumer)) {
            const problem = dependency && missingName(dependency, names);
            if (!problem) continue;
            const where = (originModule as { resource?: string } | null)?.resource ?? 'a module';
            compilation.errors.push(
              new WebpackError(
                `${path.relative(compiler.context, where)} uses ${problem} of react-router-dom, which router-exports.ts does not provide`,
              ),
            );
          }
        }
      });
    });
  }
}

function missingName(dependency: Dependency, names: string[]): string | undefined {
  if (dependency.type === 'harmony side effect evaluation') return undefined;
  const ids = (dependency as Dependency & { ids?: string[] }).ids;
  if (!ids) return `a ${dependency.type}`;
  if (ids.length === 0) return 'the whole module';
  return names.includes(ids[0]!) ? undefined : ids[0];
}
