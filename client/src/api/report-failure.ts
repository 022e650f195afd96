import i18n from '../i18n/index.js';
import { errorMessage } from '../features/errors/error-message.js';
import { ApiError, ServerUnreachableError } from './api-error.js';

/**
 * What a screen says about a failed call. 401, 500 and an unreachable server already raised a global overlay
 * (spec doc 1 §8), so they add nothing here; any other server answer is shown in the user's language by its code.
 * Anything else is a bug, and is logged rather than swallowed.
 */
export function reportFailure(error: unknown, showError: (message: string) => void): void {
  if (error instanceof ServerUnreachableError) return;
  if (error instanceof ApiError) {
    if (error.status !== 401 && error.status < 500) showError(errorMessage(error.body, i18n));
    return;
  }
  console.error(error);
}
