import { z } from 'zod';
import { REMOTE_MESSAGES, type RemoteControlKey, type RemoteSwitchKey } from '../../../contracts/remote/remote-control.js';
import { assertNever } from '../../../contracts/shared/assert-never.js';
import { hexColourSchema } from '../../../contracts/slides/common-schemas.js';

/** What a remote entry asks the presenter's screen to do. */
export type RemoteEffect =
  | { readonly key: 'navigateSlide'; readonly direction: 1 | -1 }
  | { readonly key: RemoteSwitchKey; readonly on: boolean }
  | { readonly key: 'audioControl'; readonly action: 'play' | 'pause'; readonly target: 'slide' | 'presentation' }
  | { readonly key: 'themeUpdate'; readonly textColour: string | null; readonly baseColour: string | null };

/**
 * An entry as read: its effect; or a value that is not what its key takes (refused, 400); or JSON that could not be
 * read (spec doc 2 §8: a warning; nothing changes and nothing crashes).
 */
export type RemoteReading =
  | { readonly ok: true; readonly effect: RemoteEffect }
  | { readonly ok: false; readonly kind: 'invalid' | 'warning'; readonly message: string };

const audioControlSchema = z.strictObject({ action: z.enum(['play', 'pause']), target: z.enum(['slide', 'presentation']).default('slide') });
const themeUpdateSchema = z
  .strictObject({ textColour: hexColourSchema.nullable().optional(), baseColour: hexColourSchema.nullable().optional() })
  .refine((theme) => theme.textColour !== undefined || theme.baseColour !== undefined, { message: 'Give textColour or baseColour' });

function readJson<T>(key: RemoteControlKey, value: string, schema: z.ZodType<T>): { ok: true; value: T } | { ok: false; kind: 'warning'; message: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return { ok: false, kind: 'warning', message: `${key} is not valid JSON; nothing was changed.` };
  }
  const result = schema.safeParse(parsed);
  if (!result.success) return { ok: false, kind: 'warning', message: `${key} could not be read (${result.error.issues[0]?.message ?? 'unexpected shape'}); nothing was changed.` };
  return { ok: true, value: result.data };
}

/** Reads one entry the way the spec gives them: true/false as strings, audio control and theme update as JSON text. */
export function readRemoteEntry(key: RemoteControlKey, value: string): RemoteReading {
  switch (key) {
    case 'navigateSlide':
      if (value === 'next' || value === 'previous') return { ok: true, effect: { key, direction: value === 'next' ? 1 : -1 } };
      return { ok: false, kind: 'invalid', message: REMOTE_MESSAGES.notDirection };
    case 'showQRCode':
    case 'showInstructionBar':
    case 'fullscreen':
    case 'quizSoundEffect':
      if (value === 'true' || value === 'false') return { ok: true, effect: { key, on: value === 'true' } };
      return { ok: false, kind: 'invalid', message: REMOTE_MESSAGES.notBoolean };
    case 'audioControl': {
      const read = readJson(key, value, audioControlSchema);
      return read.ok ? { ok: true, effect: { key, action: read.value.action, target: read.value.target } } : read;
    }
    case 'themeUpdate': {
      const read = readJson(key, value, themeUpdateSchema);
      return read.ok ? { ok: true, effect: { key, textColour: read.value.textColour ?? null, baseColour: read.value.baseColour ?? null } } : read;
    }
    default:
      return assertNever(key);
  }
}
