/**
 * @jest-environment node
 */
import { createSharedConfig, SHARED_SINGLETONS } from './shared-config';

const deps = Object.fromEntries(SHARED_SINGLETONS.map((name) => [name, '^1.0.0']));

test('shares every singleton and its subpaths with the version the app lists', () => {
  const shared = createSharedConfig({ ...deps, react: '^19.3.1' });
  expect(shared.react).toEqual({ singleton: true, requiredVersion: '^19.3.1' });
  expect(shared['react/']).toEqual({ singleton: true, requiredVersion: '^19.3.1' });
  expect(shared['@clinic/shared/']).toEqual({ singleton: true, requiredVersion: '^1.0.0' });
  expect(Object.keys(shared)).toHaveLength(SHARED_SINGLETONS.length * 2);
});

test('refuses an app that does not list a singleton, naming it', () => {
  const { zustand: _omitted, ...rest } = deps;
  expect(() => createSharedConfig(rest)).toThrow('missing: zustand');
});
