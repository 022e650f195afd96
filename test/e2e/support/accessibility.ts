import { appendFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** WCAG 2.0-2.2 A and AA, plus axe's best practices (landmarks, headings), as issue 30 measured them. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** Experimental in axe, but WCAG 2.5.3 (speech input needs the visible label in the name), so it runs too. */
const EXTRA_RULES = ['label-content-name-mismatch'];
/** Findings of issue 30 that axe rates below serious; they block all the same, so they cannot come back. */
const ALWAYS_BLOCKING = new Set(['page-has-heading-one', 'landmark-unique', 'region']);

export const A11Y_VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
type ViewportName = keyof typeof A11Y_VIEWPORTS;

/** One line per screen and viewport, so a run leaves the list of screens it checked and what it found. */
const REPORT_DIR = fileURLToPath(new URL('../../artifacts/a11y/', import.meta.url));

const blocking = (violation: Result) =>
  violation.impact === 'critical' || violation.impact === 'serious' || ALWAYS_BLOCKING.has(violation.id);

function describe(violation: Result): string {
  const nodes = violation.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
    .join('\n');
  return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} node(s))\n${nodes}`;
}

async function analyse(page: Page): Promise<Result[]> {
  const rules = Object.fromEntries(EXTRA_RULES.map((rule) => [rule, { enabled: true }]));
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).options({ rules }).analyze();
  return results.violations;
}

/**
 * Checks the screen the page shows now with axe-core, at desktop and phone width (then puts the page's own size
 * back): no critical or serious violation, none of issue 30's findings, exactly one h1. Every end-to-end test calls
 * it at each screen it reaches; a failure is soft, so one run lists every screen that fails.
 */
export async function expectAccessible(page: Page, screen: string, viewports: readonly ViewportName[] = ['desktop', 'phone']): Promise<void> {
  await test.step(`accessibility: ${screen}`, async () => {
    const own = page.viewportSize();
    // Checked at rest: colours mid-animation are not what anyone reads.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    try {
      for (const name of viewports) {
        await page.setViewportSize(A11Y_VIEWPORTS[name]);
        // A lazily loaded route may still be rendering: the screen is there once its heading is.
        await expect.soft(page.locator('h1:visible'), `one h1 on "${screen}" (${name})`).toHaveCount(1);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const violations = await analyse(page);
        const stopping = violations.filter(blocking);
        record(screen, name, violations);
        expect.soft(stopping.map(describe).join('\n'), `axe on "${screen}" (${name})`).toBe('');
      }
    } finally {
      if (own) await page.setViewportSize(own);
      await page.emulateMedia({ reducedMotion: null });
    }
  });
}

function record(screen: string, viewport: ViewportName, violations: readonly Result[]): void {
  const count = (impact: string) => violations.filter((violation) => violation.impact === impact).length;
  const line = {
    screen,
    viewport,
    test: test.info().titlePath.slice(1).join(' › '),
    critical: count('critical'),
    serious: count('serious'),
    moderate: count('moderate'),
    minor: count('minor'),
    rules: violations.map((violation) => `${violation.impact}:${violation.id}`),
  };
  mkdirSync(REPORT_DIR, { recursive: true });
  appendFileSync(`${REPORT_DIR}axe-screens.jsonl`, `${JSON.stringify(line)}\n`);
}
