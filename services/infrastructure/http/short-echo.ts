import type { FieldIssue } from '../../../contracts/errors/error-body.js';

/** How much of what a client sent an error may quote back: enough to find it, never the whole of it. */
export const MAX_ECHO_CHARACTERS = 200;
export const MAX_REPORTED_ISSUES = 20;

export function shortEcho(text: string, max = MAX_ECHO_CHARACTERS): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** The first issues, each path and message cut short (paths carry the keys the client chose). */
export function shortIssues(issues: readonly FieldIssue[]): FieldIssue[] {
  return issues.slice(0, MAX_REPORTED_ISSUES).map((issue) => ({ path: shortEcho(issue.path), message: shortEcho(issue.message) }));
}
