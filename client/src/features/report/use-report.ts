import { useCallback, useEffect, useState } from 'react';
import type { ReportResponse } from '../../../../contracts/reports/report.js';
import { ApiError } from '../../api/api-error.js';

export type ReportLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'notFound' }
  | { readonly status: 'loaded'; readonly response: ReportResponse };

/** A report loaded for the picked session (the newest when none is picked), again on retry. */
export function useReport(load: (sessionId: string | null, signal: AbortSignal) => Promise<ReportResponse>): {
  state: ReportLoad;
  pick: (sessionId: string) => void;
  reload: () => void;
} {
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ReportLoad>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(sessionId, controller.signal).then(
      (response) => setState({ status: 'loaded', response }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: error instanceof ApiError && error.status === 404 ? 'notFound' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [load, sessionId, attempt]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, pick: setSessionId, reload };
}
