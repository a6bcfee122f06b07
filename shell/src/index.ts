import { storedStaffRole } from '@clinic/shared/tokens';
import { startingLanguage } from './language/starting-language';
import { loadFirstPage } from './remotes/first-page';

// The staff panel replaces the public page a server may have written for this address (it renders for a
// visitor: it cannot see the tokens), as soon as this first script runs.
if (storedStaffRole()) document.getElementById('root')?.replaceChildren();
// The page's language, before anything renders (the server has set it on a page it rendered).
document.documentElement.lang = startingLanguage();
loadFirstPage();
// The async boundary lets the federation runtime negotiate shared modules before any app code runs.
import('./bootstrap');
