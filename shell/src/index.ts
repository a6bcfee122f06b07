import { storedStaffRole } from '@clinic/shared/tokens';
import { loadFirstPage } from './remotes/first-page';

// The staff panel replaces the public page a server may have written for this address (it renders for a
// visitor: it cannot see the tokens), as soon as this first script runs.
if (storedStaffRole()) document.getElementById('root')?.replaceChildren();
loadFirstPage();
// The async boundary lets the federation runtime negotiate shared modules before any app code runs.
import('./bootstrap');
