// What jsdom lacks and the browser packages use: TextEncoder (react-router 7 needs it as it loads) and
// <dialog>'s modal methods (the browser's part — focus trap, Escape — is covered in Playwright).
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });

if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal ??= function showModal() {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close() {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
