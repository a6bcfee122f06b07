import { createRequire, isBuiltin } from 'node:module';
import vm from 'node:vm';

const nodeRequire = createRequire(import.meta.url);

/** A `require` that hands out only the given modules (and, when allowed, Node's own). */
export function requireFrom(modules: Readonly<Record<string, unknown>>, { node = false } = {}) {
  return (id: string): unknown => {
    if (id in modules) return modules[id];
    if (node && isBuiltin(id)) return nodeRequire(id);
    throw new Error(`${id} is not provided to server bundles`);
  };
}

/**
 * Runs a CommonJS bundle (a server build: ours, from the site itself) and returns its exports. It sees
 * only what `require` hands it: the shell's bundle Node's built-ins, a remote's the shell's shared modules.
 */
export function evaluateBundle(code: string, filename: string, require: (id: string) => unknown): unknown {
  const run = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename }) as (
    ...args: unknown[]
  ) => void;
  const module = { exports: {} as unknown };
  run(module.exports, require, module, filename, '/');
  return module.exports;
}
