import { ERROR_REASONS } from '../../../../contracts/errors/error-reasons.js';

/**
 * English texts of the server's specific error messages, generated from the one catalogue
 * (contracts/errors/error-reasons.ts): a body's `reason` `teams.alreadyInTeam` is `errorReasons.teams.alreadyInTeam`.
 */
export const errorReasonsEn = { errorReasons: ERROR_REASONS } as const;
