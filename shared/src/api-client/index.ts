export { callApi, configureApiClient, type CallOptions, type CallResult } from './client';
export { readPublic, type PublicRead } from './read-public';
