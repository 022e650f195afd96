import type { z } from 'zod';
import type { FieldIssue } from '../../../contracts/errors/error-body.js';
import { shortEcho, shortIssues } from './short-echo.js';

/** Unknown keys named in one issue; a body with thousands of them is told about the first few. */
const MAX_NAMED_KEYS = 3;

export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return shortIssues(
    error.issues.map((issue) => {
      const path = issue.path.map(String).join('.');
      if (issue.code === 'unrecognized_keys') {
        const named = issue.keys.slice(0, MAX_NAMED_KEYS).map((key) => shortEcho(key, 40));
        const more = issue.keys.length > MAX_NAMED_KEYS ? ` and ${issue.keys.length - MAX_NAMED_KEYS} more` : '';
        const first = named[0] ?? '';
        return { path: path ? `${path}.${first}` : first, message: `Unknown field(s): ${named.join(', ')}${more}` };
      }
      return { path, message: issue.message };
    }),
  );
}
