// Imported first by this folder's tests: what jsdom lacks and the layout uses.
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs TextEncoder.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has <dialog> but not its modal behaviour; the browser's part (focus trap, Escape) is covered in Playwright.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
  this.dispatchEvent(new Event('close'));
};
