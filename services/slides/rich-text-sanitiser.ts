import createDOMPurify from 'dompurify';
import { createRequire } from 'node:module';
import {
  domPurifyConfig,
  FORBIDDEN_RICH_TEXT_PATTERN,
  isAttributeAllowed,
  type RichTextPolicyName,
  type RichTextSanitiser,
} from '../../contracts/slides/rich-text-policy.js';

/**
 * The server's rich-text sanitiser: DOMPurify over a jsdom window with the spec's allow-list
 * (contracts/slides/rich-text-policy.ts, which the browser's DOMPurify reads too).
 * One window per sanitiser: building a jsdom is slow, sanitising is not.
 */
export function createRichTextSanitiser(): RichTextSanitiser {
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as typeof import('jsdom');
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  // DOMPurify allows attributes globally; the spec allows them per tag (class on p, style on span...).
  let activePolicy: RichTextPolicyName = 'basic';
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (!isAttributeAllowed(activePolicy, node.nodeName, data.attrName)) data.keepAttr = false;
  });
  const configs = { basic: domPurifyConfig('basic'), withLinks: domPurifyConfig('withLinks') };

  return (html, policy) => {
    if (FORBIDDEN_RICH_TEXT_PATTERN.test(html)) return '';
    activePolicy = policy;
    const clean = String(purify.sanitize(html, configs[policy]));
    return FORBIDDEN_RICH_TEXT_PATTERN.test(clean) ? '' : clean;
  };
}

/**
 * The sanitiser built with the first rich text it is given, because jsdom is large: a server that only
 * runs live sessions (or has not been sent rich text since it started) never loads it.
 */
export function lazyRichTextSanitiser(create: () => RichTextSanitiser = createRichTextSanitiser): RichTextSanitiser {
  let sanitise: RichTextSanitiser | undefined;
  return (html, policy) => (sanitise ??= create())(html, policy);
}
