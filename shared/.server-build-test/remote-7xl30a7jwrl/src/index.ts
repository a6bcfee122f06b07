import('./pages/HomePage');
