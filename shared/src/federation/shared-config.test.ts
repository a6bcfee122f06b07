/**
 * @jest-environment node
 */
import { createSharedConfig, SHARED_SINGLETONS } from './shared-config';

const deps = Object.fromEntries(SHARED_SINGLETONS.map((name) => [name, '^1.0.0']));

test('shares every singleton and its subpaths with the version the app lists', () => {
  const shared = createSharedConfig({ ...deps, react: '^19.3.1' });
  expect(shared.react).toEqual({ singleton: true, requiredVersion: '^19.3.1' });
  expect(shared['react/']).toEqual({ singleton: true, requiredVersion: '^19.3.1' });
  expect(shared['zustand/']).toEqual({ singleton: true, requiredVersion: '^1.0.0' });
});

test('@clinic/shared is shared entry by entry, except the contract, which each app bundles tree-shaken', () => {
  const shared = createSharedConfig(deps);
  expect(shared['@clinic/shared/stores']).toEqual({ singleton: true, requiredVersion: '^1.0.0' });
  expect(shared['@clinic/shared/styles/tokens.css']).toBeDefined();
  expect(shared['@clinic/shared/contract']).toBeUndefined();
  expect(shared['@clinic/shared/']).toBeUndefined();
});

test('a package can be provided from a module of ours, at the package’s own version', () => {
  const shared = createSharedConfig(deps, { 'react-router-dom': { import: '/x/router-exports.ts', version: '7.18.5' } });
  expect(shared['react-router-dom']).toEqual({
    singleton: true,
    requiredVersion: '^1.0.0',
    import: '/x/router-exports.ts',
    version: '7.18.5',
  });
  expect(shared['react-router-dom/']).toEqual({ singleton: true, requiredVersion: '^1.0.0' });
});

test('refuses an app that does not list a singleton, naming it', () => {
  const { zustand: _omitted, ...rest } = deps;
  expect(() => createSharedConfig(rest)).toThrow('missing: zustand');
});
