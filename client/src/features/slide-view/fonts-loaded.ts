import { useSyncExternalStore } from 'react';

/** How many times the page has finished loading fonts: text measured before a font arrived is measured again. */
let generation = 0;
const listeners = new Set<() => void>();
if (typeof document !== 'undefined' && 'fonts' in document) {
  document.fonts.addEventListener('loadingdone', () => {
    generation += 1;
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFontsLoaded(): number {
  return useSyncExternalStore(
    subscribe,
    () => generation,
    () => 0,
  );
}
