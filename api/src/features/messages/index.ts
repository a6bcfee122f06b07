// What other api features may use of messages/: its public face. Everything else in this folder is its own;
// lint (scripts/lint/boundaries.mjs) refuses an import of it from another feature.
export type { Channel } from './channels';
export { escapeHtml } from './content';
export { emailProofLetter, passwordChangedLetter, passwordResetLetter, phoneCodeLetter, signInFailuresLetter } from './content/account';
export { renderLetter } from './content/letter';
export { whatsappPayload } from './plan';
export { provedPhone } from './proved-phone';
export { LINK_HIDDEN, sealLink } from './sealed-link';
export type { RenderedMessage } from './types';
export { whatsappChannel } from './whatsapp';
