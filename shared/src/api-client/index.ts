export { apiClient, callApi, configureApiClient, type CallResult } from './client';
