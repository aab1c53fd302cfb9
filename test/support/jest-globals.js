// jsdom lacks TextEncoder/TextDecoder, which react-router needs when it loads.
const { TextDecoder, TextEncoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
