import { useEffect, useState } from 'react';

export type AsyncState<T> =
  | { readonly status: 'loading'; readonly data?: T }
  | { readonly status: 'loaded'; readonly data: T }
  | { readonly status: 'failed'; readonly error: unknown; readonly data?: T };

/**
 * Runs a load whenever its key changes, cancelling the previous one; keeps the last data while reloading so a
 * list does not blink. Failures are kept for the screen to show (the HTTP client already raised any overlay).
 */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, key: string): AsyncState<T> {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ status: 'loading', data: current.data }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'loaded', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((current) => ({ status: 'failed', error, data: current.data }));
      },
    );
    return () => controller.abort();
    // The key names everything the load depends on.
  }, [key]);
  return state;
}
