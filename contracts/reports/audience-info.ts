import type { ParticipantAnswersResponse } from './report.js';

/** Spec doc 3 §7 audience-info: who the person is in the session (name, avatar, team, participant info) and their answers. */
export interface AudienceInfoResponse extends ParticipantAnswersResponse {
  audience: { audienceId: string; name: string; emoji: string; teamId: string | null; joinedAt: string; fields: AudienceFieldAnswer[] };
}

/** A participant info field the person filled at admission, named as the deck names it now. */
export interface AudienceFieldAnswer {
  fieldId: string;
  name: string;
  value: string;
}

/** The version suffixes the spec names for the same body (spec doc 3 §7 Audiences). */
export const AUDIENCE_INFO_REPORT_PATHS = [':participantId/audience-info-report', ':participantId/audience-info-report/v2', ':participantId/audience-info-report/v5'];
export const SHARED_AUDIENCE_INFO_REPORT_PATHS = [':participantId/shared-audience-info-report', ':participantId/shared-audience-info-report/v2'];

/** The download name of one person's answers taken from the export path. */
export const audienceInfoReportFileName = (participantId: string) => `audience-info-report-${participantId}.json`;

/** The answers in the deck's field order; a field the deck no longer has, or left empty, is left out. */
export function audienceFieldAnswers(deckFields: readonly { id: string; name: string }[], answers: Readonly<Record<string, string>>): AudienceFieldAnswer[] {
  return deckFields.flatMap((field) => (answers[field.id] ? [{ fieldId: field.id, name: field.name, value: answers[field.id]! }] : []));
}
