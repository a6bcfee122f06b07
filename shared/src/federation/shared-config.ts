/**
 * The one shared-modules table of every federated app. Each is a singleton: two Reacts break hooks, two
 * zustand stores or two axios instances break sign-in. The trailing-slash keys share subpath imports
 * (`react/jsx-runtime`, `react-dom/client`, `@clinic/shared/stores`) under the same rule.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  'axios',
  'react-toastify',
  '@clinic/shared',
] as const;

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
}

export function createSharedConfig(dependencies: Record<string, string | undefined>): Record<string, SharedEntry> {
  const missing = SHARED_SINGLETONS.filter((name) => !dependencies[name]);
  if (missing.length > 0) {
    throw new Error(`Every federated app lists its shared singletons in package.json; missing: ${missing.join(', ')}`);
  }
  return Object.fromEntries(
    SHARED_SINGLETONS.flatMap((name) => {
      const entry: SharedEntry = { singleton: true, requiredVersion: dependencies[name]! };
      return [
        [name, entry],
        [`${name}/`, entry],
      ];
    }),
  );
}
