export { callApi, configureApiClient, getApiClient, type CallResult } from './client';
export { readPublic, type PublicRead } from './read-public';
