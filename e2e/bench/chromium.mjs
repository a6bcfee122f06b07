// Debian's Chromium with the e2e suite's flags (support/chromium.json), and no way off this machine:
// every host name but 127.0.0.1 fails to resolve, so a stray font or analytics call cannot leave.
import chromium from '../support/chromium.json' with { type: 'json' };

export const CHROMIUM = process.env.CHROMIUM_PATH ?? chromium.executablePath;
export const CHROMIUM_FLAGS = chromium.args;
