import { presenterIdForEmail } from './user-id.js';

describe('presenter ids', () => {
  it('are the same for an email in any case (spec doc 1 §5: emails compare case-insensitively)', () => {
    expect(presenterIdForEmail(' Ada@Example.COM ')).toBe(presenterIdForEmail('ada@example.com'));
    expect(presenterIdForEmail('ada@example.com')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(presenterIdForEmail('bob@example.com')).not.toBe(presenterIdForEmail('ada@example.com'));
  });
});
