import { chatLink } from '@clinic/shared/clinic';
import { useBrowserValue } from './hydration';

const forThisDevice = () =>
  typeof navigator === 'undefined' ? chatLink('') : chatLink(navigator.userAgent, navigator.maxTouchPoints ?? 0);

/**
 * The chat link for the device this page is shown on. A page the server rendered starts with the desktop
 * form (the server cannot tell) and takes the device's as it hydrates: a value read from the browser
 * straight into markup would keep the server's, as React leaves a hydrated attribute as it found it.
 */
export const useChatLink = (): string => useBrowserValue(forThisDevice, chatLink(''));
