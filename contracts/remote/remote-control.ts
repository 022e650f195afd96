import { z } from 'zod';

/**
 * Remote control from a phone (spec doc 2 §4 "Remote control", doc 1 "Remote access"): entries per presentation,
 * sent as strings ("true"/"false"; audio control and theme update as JSON text), with a remote access code that is
 * generated when absent and can be revoked and regenerated.
 */
export const REMOTE_CONTROL_KEYS = ['navigateSlide', 'showQRCode', 'showInstructionBar', 'fullscreen', 'quizSoundEffect', 'audioControl', 'themeUpdate'] as const;
export type RemoteControlKey = (typeof REMOTE_CONTROL_KEYS)[number];

/** The entries whose value is a string boolean. */
export const REMOTE_SWITCH_KEYS = ['showQRCode', 'showInstructionBar', 'fullscreen', 'quizSoundEffect'] as const satisfies readonly RemoteControlKey[];
export type RemoteSwitchKey = (typeof REMOTE_SWITCH_KEYS)[number];

/** Bounded before anything parses it (a JSON value is read only after this). */
export const REMOTE_VALUE_MAX_LENGTH = 1_000;

export const remoteControlRequestSchema = z.strictObject({
  key: z.enum(REMOTE_CONTROL_KEYS),
  value: z.string().max(REMOTE_VALUE_MAX_LENGTH),
});
export type RemoteControlRequest = z.infer<typeof remoteControlRequestSchema>;

export const REMOTE_ACCESS_CODE_LENGTH = 10;
export const remoteAccessCodeParamSchema = z.string().regex(/^[a-z0-9]{10}$/, { message: 'Must be a remote access code' });

export const remoteControlStreamId = (presentationId: string) => `remote-control-${presentationId}`;

/** `remote-control-{presentationId}`. */
export type RemoteControlEvent =
  | { type: 'RemoteAccessCodeGenerated'; data: { presentationId: string; code: string; at: string } }
  | { type: 'RemoteAccessCodeRevoked'; data: { presentationId: string; code: string; at: string } }
  /** An entry the remote set, as it sent it (already read: a string boolean, or JSON that parsed to its shape). */
  | { type: 'RemoteControlChanged'; data: { presentationId: string; key: Exclude<RemoteControlKey, 'navigateSlide'>; value: string; at: string } };

export const REMOTE_CONTROL_EVENT_TYPES = ['RemoteAccessCodeGenerated', 'RemoteAccessCodeRevoked', 'RemoteControlChanged'] as const satisfies readonly RemoteControlEvent['type'][];

/** POST/DELETE remote-access-code: the code now (null once revoked). */
export interface RemoteAccessCodeResponse {
  remoteAccessCode: string | null;
}

/** What the remote page shows: GET and POST /api/remote-control/{presentationId}/{remoteAccessCode}. */
export interface RemoteControlView {
  presentationId: string;
  presentationName: string;
  /** Whether a session is running: only then do slides move. */
  live: boolean;
  slide: { position: number; total: number; title: string } | null;
  entries: Partial<Record<RemoteControlKey, string>>;
  /** Which audio the remote can play and pause: the slide on screen's, the presentation's. */
  audio: { slide: boolean; presentation: boolean };
  /** Set when the entry's JSON could not be read: nothing was changed (spec doc 2 §8 "warning reported"). */
  warning?: string;
}

/** server -> presenter room. */
export const REMOTE_SOCKET_EVENTS = { control: 'remote:control' } as const;
export interface RemoteControlMessage {
  presentationId: string;
  key: RemoteControlKey;
  value: string;
}

export const REMOTE_MESSAGES = {
  notLive: 'Nothing is being presented right now: start presenting, then the remote moves the slides.',
  notBoolean: 'Must be the string "true" or "false"',
  notDirection: 'Must be "next" or "previous"',
} as const;
