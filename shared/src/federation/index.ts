export { createSharedConfig, SHARED_SINGLETONS, type SharedEntry } from './shared-config';
export { createAppBuilds, createAppConfig, type AppConfigOptions } from './app-config';
export { serverSharedModules } from './server-config';
export { AFTER_PAINT_META, SERVER_DIR, SERVER_MANIFEST, type ServerManifest } from './server-manifest';
export { REMOTE_PAGES, SERVER_RENDERED_PAGES, isRemoteName, type RemoteName, type RemotePageId } from './remote-contract';
export { contractProblems, type FederationManifest } from './contract-check';
export { RemoteContractPlugin, hostRanges } from './contract-plugin';
