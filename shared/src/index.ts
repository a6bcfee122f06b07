// The pure parts of the package; the singletons live under their own subpaths (stores, api-client).
export * from './contract';
export * from './booking';
export * from './format';
export * from './clinic';
