/**
 * Resolves once `condition` holds, looking again every few milliseconds. It sets no deadline of its own: how
 * long a busy machine takes is no test's concern, and a hang meets the test's timeout (test/jest.config.cjs).
 */
export async function waitUntil(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
}
