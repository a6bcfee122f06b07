import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The toast container (and react-toastify's code) loads only once some app asks for react-toastify: a
 * toast shown before the container is there waits in react-toastify's queue and appears when it mounts.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function wantToasts() {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

export const toastsWanted = () => wanted;

export function onToastsWanted(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Registered for every federation instance, since each remote asks its own instance for shared modules. */
export const toastDemandPlugin: ModuleFederationRuntimePlugin = {
  name: 'clinic-toast-demand',
  beforeLoadShare(args) {
    if (args.pkgName === 'react-toastify') wantToasts();
    return args;
  },
};
