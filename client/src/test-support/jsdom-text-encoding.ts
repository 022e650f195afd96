/*
 * jsdom leaves out TextEncoder/TextDecoder, which react-router needs as soon as it loads. Specs that render routes
 * import this module before react-router so the jsdom window gets Node's implementations.
 */
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
