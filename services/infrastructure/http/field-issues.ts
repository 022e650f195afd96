import type { z } from 'zod';
import type { FieldIssue } from '../../../contracts/errors/error-body.js';

export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      const keys = issue.keys.join(', ');
      return { path: path ? `${path}.${issue.keys[0]}` : issue.keys[0] ?? '', message: `Unknown field(s): ${keys}` };
    }
    return { path, message: issue.message };
  });
}
