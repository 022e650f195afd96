import type { JsonDocument } from '../read-store/read-store.port.js';
import type { Projection } from '../../../projections/projection.js';
import { deckProjection } from '../../../projections/deck/deck-projection.js';
import { deckLookupProjection } from '../../../projections/deck-lookup/deck-lookup.projection.js';
import { ideasBoardProjection } from '../../../projections/ideas/ideas-board.projection.js';
import { leaderboardProjection } from '../../../projections/leaderboard/leaderboard.projection.js';
import { liveResultsProjection } from '../../../projections/live-results/live-results.projection.js';
import { liveReactionsProjection } from '../../../projections/live-results/reactions.projection.js';
import { presentationListProjection } from '../../../projections/presentation-list/presentation-list.projection.js';
import { qnaProjection } from '../../../projections/qna/qna.projection.js';
import { chatProjection } from '../../../projections/chat/chat.projection.js';
import { folderTreeProjection } from '../../../projections/folder-tree/folder-tree.projection.js';
import { folderSharesProjection } from '../../../projections/folder-shares/folder-shares.projection.js';
import { searchIndexProjection } from '../../../projections/search/search-index.projection.js';
import { reportParticipantsProjection } from '../../../projections/report/report-participants.projection.js';
import { reportShareProjection } from '../../../projections/report/report-share.projection.js';
import { sessionSummaryProjection } from '../../../projections/report/session-summary.projection.js';
import { teamDirectoryProjection } from '../../../projections/team-directory/team-directory.projection.js';
import { presentationSharingProjection } from '../../../projections/presentation-sharing/presentation-sharing.projection.js';
import { notificationsProjection } from '../../../projections/notifications/notifications.projection.js';
import { exportsProjection } from '../../../projections/exports/exports.projection.js';
import { copyLinksProjection } from '../../../projections/copy-links/copy-links.projection.js';
import { presentationThemesProjection } from '../../../projections/presentation-themes/presentation-themes.projection.js';
import { templatesProjection } from '../../../projections/templates/templates.projection.js';
import { privateFeedbacksProjection } from '../../../projections/private-feedbacks/private-feedbacks.projection.js';

/** Every read model the server keeps; the runner feeds each from the log. */
export const REGISTERED_PROJECTIONS: readonly Projection<JsonDocument>[] = [
  presentationListProjection,
  deckProjection,
  deckLookupProjection,
  liveResultsProjection,
  liveReactionsProjection,
  leaderboardProjection,
  ideasBoardProjection,
  qnaProjection,
  chatProjection,
  folderTreeProjection,
  searchIndexProjection,
  teamDirectoryProjection,
  sessionSummaryProjection,
  reportParticipantsProjection,
  reportShareProjection,
  presentationSharingProjection,
  notificationsProjection,
  folderSharesProjection,
  exportsProjection,
  copyLinksProjection,
  presentationThemesProjection,
  templatesProjection,
  privateFeedbacksProjection,
] as unknown as Projection<JsonDocument>[];
