import type { ParticipantAnswersResponse } from './report.js';

/** Spec doc 3 §7 audience-info: who the person is in the session (the audience entity's name, avatar and team) and their answers. */
export interface AudienceInfoResponse extends ParticipantAnswersResponse {
  audience: { audienceId: string; name: string; emoji: string; teamId: string | null; joinedAt: string };
}

/** The version suffixes the spec names for the same body (spec doc 3 §7 Audiences). */
export const AUDIENCE_INFO_REPORT_PATHS = [':participantId/audience-info-report', ':participantId/audience-info-report/v2', ':participantId/audience-info-report/v5'];
export const SHARED_AUDIENCE_INFO_REPORT_PATHS = [':participantId/shared-audience-info-report', ':participantId/shared-audience-info-report/v2'];

/** The download name of one person's answers taken from the export path. */
export const audienceInfoReportFileName = (participantId: string) => `audience-info-report-${participantId}.json`;
