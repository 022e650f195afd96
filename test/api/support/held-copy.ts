import { CopyLinks } from '../../../services/slides/application/copies/copy-links.js';
import type { TestApp } from './test-app.js';

/**
 * Holds the node's next copy by share code once it has written the copy (under its copy-run lease), before counting
 * it: `started` resolves then, and the copy goes on at `release()`. `restore()` puts the real method back.
 */
export function holdNextCopy(node: TestApp): { started: Promise<void>; release: () => void; restore: () => void } {
  const links = node.app.get(CopyLinks);
  const original = links.recordCopy.bind(links);
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const spy = jest.spyOn(links, 'recordCopy').mockImplementationOnce(async (...args) => {
    markStarted();
    await released;
    return original(...args);
  });
  return { started, release, restore: () => spy.mockRestore() };
}
