export { createSharedConfig, SHARED_SINGLETONS, type SharedEntry } from './shared-config';
export { createAppBuilds, createAppConfig, type AppConfigOptions } from './app-config';
export { REMOTE_PAGES, isRemoteName, type RemoteName, type RemotePageId } from './remote-contract';
export { REMOTES, REMOTE_LIST, exposesOf } from './remotes';
export { contractProblems, type FederationManifest } from './contract-check';
export { RemoteContractPlugin, hostRanges } from './contract-plugin';
