// jsdom lacks TextEncoder, which react-router needs as soon as it loads.
const { TextDecoder, TextEncoder } = require('node:util');
Object.assign(globalThis, { TextDecoder, TextEncoder });
