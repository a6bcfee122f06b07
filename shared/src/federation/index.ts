export { createSharedConfig, SHARED_SINGLETONS, type SharedEntry } from './shared-config';
export { createAppConfig, type AppConfigOptions } from './app-config';
