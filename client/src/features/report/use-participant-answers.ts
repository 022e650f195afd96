import { useCallback, useEffect, useState } from 'react';
import type { ParticipantAnswerRow, ParticipantAnswersResponse } from '../../../../contracts/reports/report.js';

/** How a report page reads one person's answers in a session (the owner's call or the shared one). */
export type LoadParticipantAnswers = (audienceId: string, sessionId: string, signal: AbortSignal) => Promise<ParticipantAnswersResponse>;

export type ParticipantAnswersLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'loaded'; readonly rows: readonly ParticipantAnswerRow[] };

/** One person's answers, loaded when their page opens (the report itself leaves them out), again on retry. */
export function useParticipantAnswers(load: LoadParticipantAnswers, audienceId: string, sessionId: string): { state: ParticipantAnswersLoad; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ParticipantAnswersLoad>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(audienceId, sessionId, controller.signal).then(
      (response) => setState({ status: 'loaded', rows: response.participantAnswers }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [load, audienceId, sessionId, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
