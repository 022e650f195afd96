import { describe, expect, it } from '@jest/globals';
import { ANSWER_GROUPING_MESSAGES } from '../../contracts/ai/answer-groups.js';
import { AI_LIMIT_MESSAGE, AI_NOT_CONFIGURED_MESSAGE } from '../../contracts/ai/constants.js';
import { OPTION_GENERATION_MESSAGES } from '../../contracts/ai/generated-options.js';
import { IMPROVE_CONTENT_MESSAGES } from '../../contracts/ai/improve-content.js';
import { SPELLCHECK_MESSAGES } from '../../contracts/ai/spellcheck.js';
import { CHAT_MESSAGES } from '../../contracts/chat/constants.js';
import { COPY_MESSAGES } from '../../contracts/copies/copy-link.js';
import { ERROR_REASON_TEXTS, findErrorReason } from '../../contracts/errors/error-reasons.js';
import {
  FOLDER_COLLABORATORS_FULL_MESSAGE,
  FOLDER_FULL_MESSAGE,
  FOLDER_HOLDS_PRESENTATIONS_MESSAGE,
  FOLDER_INTO_ITSELF_MESSAGE,
  FOLDER_SHARE_UNKNOWN_EMAIL_MESSAGE,
  FOLDER_SHARE_WITH_SELF_MESSAGE,
  FOLDER_TOO_DEEP_MESSAGE,
  FOLDER_VIEWER_CANNOT_CREATE_MESSAGE,
} from '../../contracts/folders/constants.js';
import { RESET_LINK_EXPIRED_MESSAGE, RESET_LINK_INVALID_MESSAGE, RESET_LINK_USED_MESSAGE } from '../../contracts/identity/password-reset.js';
import { IDEAS_MESSAGES } from '../../contracts/ideas/constants.js';
import { IMPORT_MESSAGES } from '../../contracts/imports/document-import.js';
import {
  ALREADY_ANSWERED_MESSAGE,
  NOT_ACTIVE_SLIDE_MESSAGE,
  NOT_LIVE_MESSAGE,
  PRIVATE_MODE_MESSAGE,
  SESSION_FULL_MESSAGE,
  SUBMISSIONS_CLOSED_MESSAGE,
  WORD_REMOVAL_NOT_ALLOWED_MESSAGE,
} from '../../contracts/live/constants.js';
import { NOT_SELF_PACED_MESSAGE } from '../../contracts/live/pacing.js';
import { TAKE_OVER_MESSAGES } from '../../contracts/presentations/take-over.js';
import { QNA_MESSAGES } from '../../contracts/qna/constants.js';
import { QUIZ_MESSAGES } from '../../contracts/quiz/constants.js';
import { REMOTE_MESSAGES } from '../../contracts/remote/remote-control.js';
import { SHARING_MESSAGES } from '../../contracts/sharing/collaborators.js';
import { MESSAGES as SLIDE_MESSAGES } from '../../contracts/slides/constants.js';
import { SPINNER_MESSAGES } from '../../contracts/spinner-wheel/constants.js';
import { TEAM_MESSAGES } from '../../contracts/teams/views.js';
import { THEME_MESSAGES } from '../../contracts/themes/views.js';
import { EMAIL_TAKEN_MESSAGE, GUEST_HAS_NO_PASSWORD_MESSAGE } from '../../services/accounts/domain/identity.decider.js';
import { CLEAR_WHILE_LIVE_MESSAGE } from '../../services/live/domain/presenting.decider.js';
import { HIGHLIGHT_NEEDS_APPROVAL_MESSAGE } from '../../services/qna/domain/qna-moderation.decider.js';
import { NO_SUCH_VERSION_MESSAGE } from '../../services/slides/domain/decide-restore-version.js';
import { TEMPLATE_MESSAGES } from '../../services/templates/domain/template.decider.js';
import { BusinessRuleViolated, NotFound } from '../../services/shared-kernel/domain/domain-errors.js';
import { toErrorBody } from '../../services/infrastructure/http/error-body.factory.js';

/** Every message a BusinessRuleViolated is thrown with, from the constants the throw sites use. */
const BUSINESS_RULE_MESSAGES: string[] = [
  AI_LIMIT_MESSAGE,
  AI_NOT_CONFIGURED_MESSAGE,
  ...Object.values(OPTION_GENERATION_MESSAGES),
  ...Object.values(ANSWER_GROUPING_MESSAGES),
  SPELLCHECK_MESSAGES.failed,
  IMPROVE_CONTENT_MESSAGES.failed,
  IMPROVE_CONTENT_MESSAGES.noTitle,
  ...(['alreadyInTeam', 'alreadyMember', 'noFreeLicense', 'invitationNotPending', 'acceptOverQuota', 'ownerRoleFixed', 'removeSelf'] as const).map((key) => TEAM_MESSAGES[key]),
  ...(['tooManyCollaborators', 'invitationNotOpen', 'ownerIsNotInvited', 'alreadyHasAccess'] as const).map((key) => SHARING_MESSAGES[key]),
  FOLDER_TOO_DEEP_MESSAGE,
  FOLDER_FULL_MESSAGE,
  FOLDER_INTO_ITSELF_MESSAGE,
  FOLDER_HOLDS_PRESENTATIONS_MESSAGE,
  FOLDER_COLLABORATORS_FULL_MESSAGE,
  FOLDER_SHARE_WITH_SELF_MESSAGE,
  FOLDER_SHARE_UNKNOWN_EMAIL_MESSAGE,
  FOLDER_VIEWER_CANNOT_CREATE_MESSAGE,
  ...(['slideLimitReached', 'tooManyOptions', 'noOptionsForType', 'noHintsForType', 'noEmbedForType', 'tooManyHints', 'tooManyParticipantFields'] as const).map(
    (key) => SLIDE_MESSAGES[key],
  ),
  NO_SUCH_VERSION_MESSAGE,
  NOT_LIVE_MESSAGE,
  PRIVATE_MODE_MESSAGE,
  SESSION_FULL_MESSAGE,
  NOT_ACTIVE_SLIDE_MESSAGE,
  SUBMISSIONS_CLOSED_MESSAGE,
  NOT_SELF_PACED_MESSAGE,
  CLEAR_WHILE_LIVE_MESSAGE,
  WORD_REMOVAL_NOT_ALLOWED_MESSAGE,
  ALREADY_ANSWERED_MESSAGE,
  ...(['notStarted', 'timeUp', 'noQuizSlide', 'notInLobby', 'notInResult', 'notTypeAnswer'] as const).map((key) => QUIZ_MESSAGES[key]),
  QNA_MESSAGES.notOnQnaSlide,
  QNA_MESSAGES.ownQuestion,
  QNA_MESSAGES.unknownQuestion,
  QNA_MESSAGES.tooManyOpen(1),
  QNA_MESSAGES.tooManyOpen(3),
  HIGHLIGHT_NEEDS_APPROVAL_MESSAGE,
  IDEAS_MESSAGES.notCollecting,
  IDEAS_MESSAGES.notVoting,
  IDEAS_MESSAGES.slideFull,
  IDEAS_MESSAGES.oneIdea,
  IDEAS_MESSAGES.tooManyIdeas(3),
  IDEAS_MESSAGES.alreadyVoted,
  IDEAS_MESSAGES.notVoted,
  IDEAS_MESSAGES.outOfVotes(1),
  IDEAS_MESSAGES.outOfVotes(5),
  CHAT_MESSAGES.off,
  SPINNER_MESSAGES.spinning,
  SPINNER_MESSAGES.waitForStop,
  SPINNER_MESSAGES.empty,
  THEME_MESSAGES.noTeam,
  ...(['tooFewSlides', 'defaultName', 'official', 'notPublished'] as const).map((key) => TEMPLATE_MESSAGES[key]),
  IMPORT_MESSAGES.unreadable,
  IMPORT_MESSAGES.legacyPptUnavailable,
  REMOTE_MESSAGES.notLive,
  GUEST_HAS_NO_PASSWORD_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  RESET_LINK_USED_MESSAGE,
  RESET_LINK_EXPIRED_MESSAGE,
  // Written at their throw sites (services/live/domain/answer-rules.ts, presentation-lifecycle, exports, ideas, slides).
  'You have already sent your 3 entries to this question.',
  'This question takes one entry per person.',
  'This question takes 2 entries per person.',
  'You can send one more entry to this question.',
  'You can send 2 more entries to this question.',
  'This slide does not take answers.',
  'Reactions are turned off for this presentation.',
  'This presentation is not in the trash.',
  'Move the presentation to the trash before deleting it permanently.',
  'This export is not running.',
  'This slide does not take ideas.',
  'Copying slides into another presentation is not available yet.',
];

/** The specific 403/404/409 texts users meet most. */
const ACCESS_MESSAGES: string[] = [
  TEAM_MESSAGES.guestsHaveNoTeam,
  TEAM_MESSAGES.notPermitted,
  SLIDE_MESSAGES.notOwner,
  TAKE_OVER_MESSAGES.takenOverBySomeoneElse,
  TAKE_OVER_MESSAGES.releaseNotYours,
  SHARING_MESSAGES.notPermitted,
  SHARING_MESSAGES.guestsCannotShare,
  COPY_MESSAGES.linkNotFound,
  COPY_MESSAGES.copyRunning,
  EMAIL_TAKEN_MESSAGE,
];

const englishOf = (reason: string, values: Record<string, string> = {}) =>
  (ERROR_REASON_TEXTS.find(([id]) => id === reason)?.[1] ?? '').replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

describe('the catalogue of error reasons', () => {
  it.each([...BUSINESS_RULE_MESSAGES, ...ACCESS_MESSAGES])('holds the message %p, its English text verbatim', (message) => {
    const found = findErrorReason(message);
    expect(found).not.toBeNull();
    expect(englishOf(found!.reason, found!.values)).toBe(message);
  });

  it('gives every text one id (no text twice)', () => {
    const texts = ERROR_REASON_TEXTS.map(([, text]) => text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('finds nothing for a message it does not hold', () => {
    expect(findErrorReason('Something nobody wrote.')).toBeNull();
  });
});

describe('the error body names the reason', () => {
  it('adds reason (and the values of a text with a number) and keeps code and message', () => {
    expect(toErrorBody(new BusinessRuleViolated(TEAM_MESSAGES.alreadyInTeam))).toEqual({
      statusCode: 422,
      code: 'business_rule',
      message: TEAM_MESSAGES.alreadyInTeam,
      details: undefined,
      reason: 'teams.alreadyInTeam',
    });
    expect(toErrorBody(new BusinessRuleViolated(IDEAS_MESSAGES.tooManyIdeas(3)))).toMatchObject({ reason: 'ideas.tooManyIdeas', reasonValues: { limit: '3' } });
  });

  it('leaves a body without a known message as it was', () => {
    const body = toErrorBody(new NotFound('Nothing here'));
    expect(body).toEqual({ statusCode: 404, code: 'not_found', message: 'Nothing here', details: undefined });
    expect(toErrorBody(new Error(TEAM_MESSAGES.alreadyInTeam))).not.toHaveProperty('reason');
  });
});
