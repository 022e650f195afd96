import { deckDocumentSchema, type DeckDocument } from '../../../../contracts/deck/read-model.js';
import type { PresenterSnapshot } from '../../../../contracts/live/socket-protocol.js';
import type { SessionListItem } from '../../../../contracts/reports/report.js';
import type { HttpClient } from '../../api/http-client.js';

/** The presenter's live calls (spec doc 2 §7), with the signed-in presenter's bearer token. */
export interface PresenterApi {
  deck(presentationId: string, signal?: AbortSignal): Promise<DeckDocument>;
  /** The running session's state, or an empty one when none runs. */
  liveState(presentationId: string, signal?: AbortSignal): Promise<PresenterSnapshot>;
  /** Moves the live slide; starts a live session if none is running. */
  activateSlide(presentationId: string, slideId: string): Promise<{ sessionId: string; activeSlideId: string }>;
  stopPresenting(presentationId: string): Promise<{ sessionId: string | null }>;
  /** Spec doc 2 §4: the deck's results flag, re-checked by the server against the results it holds now. */
  recheckResultsFlag(presentationId: string): Promise<void>;
  /** clear-slides: the next start is a new session; the last one stays in the report. */
  clearSlides(presentationId: string): Promise<void>;
  /** One session of the list of sessions (spec doc 3 Sessions): its counts and whether it has results. */
  sessionSummary(sessionId: string, signal?: AbortSignal): Promise<SessionListItem>;
  setSubmissionsStopped(presentationId: string, slideId: string, stopSubmission: boolean): Promise<void>;
  removeWord(presentationId: string, slideId: string, text: string): Promise<void>;
  /** "Moderate answers before they show": shows (approve) or hides for good an answer waiting for approval. */
  moderateAnswer(presentationId: string, slideId: string, answerId: string, approve: boolean): Promise<void>;
}

const id = encodeURIComponent;

export function createPresenterApi(http: HttpClient): PresenterApi {
  return {
    deck: (presentationId, signal) => http.get(`/api/presentation/${id(presentationId)}`, { schema: deckDocumentSchema, signal }),
    liveState: (presentationId, signal) => http.get<PresenterSnapshot>(`/api/live/presentation/${id(presentationId)}`, { signal }),
    async activateSlide(presentationId, slideId) {
      const response = await http.request<{ sessionId: string; activeSlideId: string }>('PUT', `/api/presentation/update-next-slide/${id(presentationId)}`, {
        body: { activeSlide: slideId },
      });
      return response.data;
    },
    async stopPresenting(presentationId) {
      return (await http.request<{ sessionId: string | null }>('POST', `/api/presentation/${id(presentationId)}/stop-presenting`)).data;
    },
    async recheckResultsFlag(presentationId) {
      await http.request('POST', `/api/presentation/${id(presentationId)}/results-flag/recheck`);
    },
    async clearSlides(presentationId) {
      await http.request('POST', '/api/slide/clear-slides/', { body: { presentationId } });
    },
    sessionSummary: (sessionId, signal) => http.get<SessionListItem>(`/api/presenting-sessions/snapshots/${id(sessionId)}`, { signal }),
    async setSubmissionsStopped(presentationId, slideId, stopSubmission) {
      await http.request('PUT', `/api/live/slide/update/${id(slideId)}`, { body: { presentationId, stopSubmission } });
    },
    async removeWord(presentationId, slideId, text) {
      await http.request('POST', '/api/slide-option/remove-wordcloud/', { body: { presentationId, slideId, text } });
    },
    async moderateAnswer(presentationId, slideId, answerId, approve) {
      await http.request('POST', `/api/live/slide/${id(slideId)}/moderate-answer`, { body: { presentationId, answerId, approve } });
    },
  };
}
