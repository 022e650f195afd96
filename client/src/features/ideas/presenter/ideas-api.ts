import type { IdeasStage } from '../../../../../contracts/ideas/constants.js';
import type { IdeasBoard } from '../../../../../contracts/ideas/socket-protocol.js';
import type { HttpClient } from '../../../api/http-client.js';

/** The presenter's brainstorm calls (services/ideas/http/ideas.controller.ts), with the presenter's bearer token. */
export interface IdeasApi {
  board(presentationId: string, slideId: string): Promise<IdeasBoard>;
  moveStage(presentationId: string, slideId: string, stage: IdeasStage): Promise<IdeasBoard>;
}

const id = encodeURIComponent;

export function createIdeasApi(http: HttpClient): IdeasApi {
  return {
    board: (presentationId, slideId) => http.get<IdeasBoard>(`/api/live/presentation/${id(presentationId)}/ideas/${id(slideId)}`),
    async moveStage(presentationId, slideId, stage) {
      return (await http.request<IdeasBoard>('POST', `/api/slide/ideas/${id(slideId)}/stage`, { body: { presentationId, stage } })).data;
    },
  };
}
