import { describe, expect, it } from '@jest/globals';
import type { AudienceEntryInfo } from '../../../../contracts/live/join.js';
import { admissionInputs, checkAdmission, joinRequest, parseAccessCode } from './admission-form.js';

const field = (id: string, name: string, fieldType: 'system' | 'custom', overrides: Partial<AudienceEntryInfo['fields'][number]> = {}) => ({
  id,
  name,
  fieldType,
  required: false,
  hidden: false,
  maxLength: 100,
  ...overrides,
});

const entry = (overrides: Partial<AudienceEntryInfo> = {}): AudienceEntryInfo => ({
  presentationId: 'p1',
  presentationName: 'Team sync',
  live: true,
  privateMode: false,
  heading: 'Welcome to my presentation',
  isAudienceAdmission: true,
  showEmojiAvatar: true,
  fields: [
    field('f-name', 'name', 'system', { required: true, maxLength: 20 }),
    field('f-email', 'email', 'system', { maxLength: 60 }),
    field('f-org', 'Organisation', 'custom', { maxLength: 20 }),
    field('f-hidden', 'Age group', 'custom', { hidden: true }),
    field('f-avatar', 'avatar', 'system', { required: true }),
  ],
  ...overrides,
});

describe('admission inputs', () => {
  it('asks the visible fields with their flags and limits when admission is on; the avatar is the emoji picker', () => {
    expect(admissionInputs(entry()).map(({ key, kind, required, maxLength }) => ({ key, kind, required, maxLength }))).toEqual([
      { key: 'f-name', kind: 'name', required: true, maxLength: 20 },
      { key: 'f-email', kind: 'email', required: false, maxLength: 60 },
      { key: 'f-org', kind: 'text', required: false, maxLength: 20 },
    ]);
  });

  it('offers an optional name of at most 20 characters when the deck asks for no name', () => {
    expect(admissionInputs(entry({ isAudienceAdmission: false }))).toEqual([
      { key: 'name', fieldId: null, label: 'name', kind: 'name', required: false, maxLength: 20 },
    ]);
  });

  it('refuses a missing required field, an over-long value and a malformed email', () => {
    const inputs = admissionInputs(entry());
    expect(checkAdmission(inputs, { 'f-name': '  ', 'f-email': 'nope', 'f-org': 'x'.repeat(21) })).toEqual({
      'f-name': { code: 'required' },
      'f-email': { code: 'email' },
      'f-org': { code: 'tooLong', max: 20 },
    });
    expect(checkAdmission(inputs, { 'f-name': 'Ada', 'f-email': 'ada@example.com' })).toEqual({});
  });

  it('sends the name as the member name and as its field, the avatar field as the emoji, and leaves out empty fields', () => {
    const info = entry();
    const inputs = admissionInputs(info);
    expect(joinRequest('123456', info, inputs, { 'f-name': ' Ada ', 'f-org': '' }, '🦊')).toEqual({
      accessCode: '123456',
      name: 'Ada',
      emoji: '🦊',
      fields: { 'f-name': 'Ada', 'f-avatar': '🦊' },
    });
    const anonymous = entry({ isAudienceAdmission: false, showEmojiAvatar: false });
    expect(joinRequest('123456', anonymous, admissionInputs(anonymous), {}, '🦊')).toEqual({ accessCode: '123456' });
  });
});

describe('access codes', () => {
  it('accepts digits typed with spaces or dashes and nothing else', () => {
    expect(parseAccessCode(' 123 456 ')).toBe('123456');
    expect(parseAccessCode('123-456')).toBe('123456');
    expect(parseAccessCode('12a456')).toBeNull();
    expect(parseAccessCode('')).toBeNull();
  });
});
