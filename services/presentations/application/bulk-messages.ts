import { assertNever } from '../../../contracts/shared/assert-never.js';

export type BulkAction = 'trash' | 'restore' | 'deletePermanently';

interface Wording {
  success(name: string): string;
  successMany(count: number): string;
  failure(name: string): string;
  failureMany(count: number): string;
}

/** Spec doc 1 §8 gives the delete texts; restore and permanent delete follow the same pattern. */
function wordingFor(action: BulkAction): Wording {
  switch (action) {
    case 'trash':
      return {
        success: (name) => `Deleted presentation "${name}"`,
        successMany: (count) => `Deleted ${count} presentations`,
        failure: (name) => `Cannot delete presentation ${name}`,
        failureMany: (count) => `Cannot delete ${count} presentations`,
      };
    case 'restore':
      return {
        success: (name) => `Restored presentation "${name}"`,
        successMany: (count) => `Restored ${count} presentations`,
        failure: (name) => `Cannot restore presentation ${name}`,
        failureMany: (count) => `Cannot restore ${count} presentations`,
      };
    case 'deletePermanently':
      return {
        success: (name) => `Permanently deleted presentation "${name}"`,
        successMany: (count) => `Permanently deleted ${count} presentations`,
        failure: (name) => `Cannot permanently delete presentation ${name}`,
        failureMany: (count) => `Cannot permanently delete ${count} presentations`,
      };
    default:
      return assertNever(action);
  }
}

export function bulkMessages(
  action: BulkAction,
  succeededNames: readonly string[],
  failedNames: readonly string[],
): { successMessage: string | null; failureMessage: string | null } {
  const wording = wordingFor(action);
  const describe = (names: readonly string[], one: (name: string) => string, many: (count: number) => string) =>
    names.length === 0 ? null : names.length === 1 ? one(names[0]!) : many(names.length);
  return {
    successMessage: describe(succeededNames, wording.success, wording.successMany),
    failureMessage: describe(failedNames, wording.failure, wording.failureMany),
  };
}
