// The client project has no Node types; jsdom-text-encoding.ts (run only under jest) needs just these two.
declare module 'node:util' {
  export const TextEncoder: typeof globalThis.TextEncoder;
  export const TextDecoder: typeof globalThis.TextDecoder;
}
