/**
 * English texts of the server's error codes (contracts/errors/error-body.ts). In English the server's own message
 * is shown (it names the thing and carries the spec's texts); other languages show these by code.
 */
export const errorsEn = {
  errors: {
    validation_failed: 'Some of what you entered is not valid. Check the fields and try again.',
    malformed_json: 'The request could not be read. Reload the page and try again.',
    payload_too_large: 'This is too large to upload.',
    unauthorized: 'Your session has ended. Please log in again.',
    forbidden: 'You don’t have permission to do this.',
    not_found: 'This could not be found. It may have been deleted.',
    conflict: 'Someone changed this at the same time. Reload and try again.',
    unsupported_media_type: 'This type of file is not supported.',
    rate_limited: 'Too many attempts. Please wait a moment and try again.',
    internal: 'Something went wrong on our side. Please try again.',
  },
} as const;
