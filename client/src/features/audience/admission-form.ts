import { ADMISSION_LIMITS } from '../../../../contracts/deck/participant-info.js';
import type { AudienceEntryInfo, JoinSessionRequest } from '../../../../contracts/live/join.js';

export type EntryField = AudienceEntryInfo['fields'][number];

/** One input of the admission form: the deck's visible fields, or an optional name when the deck asks for none. */
export interface AdmissionInput {
  readonly key: string;
  /** The participant field it answers, or null for the optional name the deck does not list. */
  readonly fieldId: string | null;
  readonly label: string;
  readonly kind: 'name' | 'email' | 'text';
  readonly required: boolean;
  readonly maxLength: number;
}

export const OPTIONAL_NAME_KEY = 'name';

const isNameField = (field: EntryField) => field.fieldType === 'system' && field.name === 'name';
const isEmailField = (field: EntryField) => field.fieldType === 'system' && field.name === 'email';
/** The avatar field is answered by the emoji picker, not a text input. */
export const isAvatarField = (field: EntryField) => field.fieldType === 'system' && field.name === 'avatar';

/**
 * The inputs a joining person sees. The deck's fields are asked when the presenter turned participant admission
 * on (required ones must be filled); a name is always offered, capped at 20 characters (spec doc 2 §5).
 */
export function admissionInputs(entry: Pick<AudienceEntryInfo, 'isAudienceAdmission' | 'fields'>): AdmissionInput[] {
  const fields = entry.isAudienceAdmission ? entry.fields.filter((field) => !field.hidden && !isAvatarField(field)) : [];
  const inputs: AdmissionInput[] = fields.map((field) => ({
    key: field.id,
    fieldId: field.id,
    label: field.name,
    kind: isNameField(field) ? 'name' : isEmailField(field) ? 'email' : 'text',
    required: field.required,
    maxLength: isNameField(field) ? Math.min(field.maxLength, ADMISSION_LIMITS.name) : isEmailField(field) ? Math.min(field.maxLength, ADMISSION_LIMITS.email) : field.maxLength,
  }));
  if (!inputs.some((input) => input.kind === 'name')) {
    inputs.unshift({ key: OPTIONAL_NAME_KEY, fieldId: null, label: 'name', kind: 'name', required: false, maxLength: ADMISSION_LIMITS.name });
  }
  return inputs;
}

export type AdmissionProblem = { code: 'required' } | { code: 'tooLong'; max: number } | { code: 'email' };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Problems by input key; an empty object means the form can be sent. */
export function checkAdmission(inputs: readonly AdmissionInput[], values: Readonly<Record<string, string>>): Record<string, AdmissionProblem> {
  const problems: Record<string, AdmissionProblem> = {};
  for (const input of inputs) {
    const value = (values[input.key] ?? '').trim();
    if (input.required && value === '') problems[input.key] = { code: 'required' };
    else if (value.length > input.maxLength) problems[input.key] = { code: 'tooLong', max: input.maxLength };
    else if (input.kind === 'email' && value !== '' && !EMAIL_PATTERN.test(value)) problems[input.key] = { code: 'email' };
  }
  return problems;
}

/**
 * The join request: the name goes both as the member's name and, when the deck lists a name field, as that field's
 * answer; an avatar field is answered with the chosen emoji.
 */
export function joinRequest(
  accessCode: string,
  entry: Pick<AudienceEntryInfo, 'isAudienceAdmission' | 'fields' | 'showEmojiAvatar'>,
  inputs: readonly AdmissionInput[],
  values: Readonly<Record<string, string>>,
  emoji: string | null,
): JoinSessionRequest {
  const fields: Record<string, string> = {};
  let name = '';
  for (const input of inputs) {
    const value = (values[input.key] ?? '').trim();
    if (input.kind === 'name') name = value;
    if (input.fieldId !== null && value !== '') fields[input.fieldId] = value;
  }
  if (entry.isAudienceAdmission && emoji) {
    for (const field of entry.fields) if (isAvatarField(field) && !field.hidden) fields[field.id] = emoji;
  }
  return {
    accessCode,
    ...(name ? { name } : {}),
    ...(entry.showEmojiAvatar && emoji ? { emoji } : {}),
    ...(Object.keys(fields).length > 0 ? { fields } : {}),
  };
}

/** The emoji avatars offered on the admission screen. */
export const AVATAR_EMOJIS = ['🙂', '😎', '🤓', '🦊', '🐼', '🐙', '🦄', '🐝', '🐢', '🦁', '🐸', '🐧', '🌻', '🚀', '🎈', '⚡'] as const;

/** Access codes are digits (services/presentations/application/access-codes.ts); people may type them with spaces. */
export function parseAccessCode(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{1,32}$/.test(digits) ? digits : null;
}
