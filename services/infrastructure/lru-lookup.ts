/**
 * Options for lru-cache's get and peek, made once: each call would otherwise fill in a new object, and
 * caches on the hot path are asked several times per answer.
 */
export const LRU_LOOKUP = {};
