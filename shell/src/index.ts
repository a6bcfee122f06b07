import { requestRemotesConfig } from './remotes/remotes-config';

requestRemotesConfig();
// The async boundary lets the federation runtime negotiate shared modules before any app code runs.
import('./bootstrap');
