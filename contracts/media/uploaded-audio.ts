import { z } from 'zod';

/** An uploaded audio file's largest accepted size (UPLOAD_AUDIO_MAX_BYTES may lower or raise it). */
export const DEFAULT_MAX_AUDIO_UPLOAD_BYTES = 20 * 1024 * 1024;

/** Formats an audio upload may be in, told by its content, each with the type it is served as. */
export const AUDIO_CONTENT_TYPES = { mp3: 'audio/mpeg', ogg: 'audio/ogg', wav: 'audio/wav', m4a: 'audio/mp4' } as const;
export type AudioFormat = keyof typeof AUDIO_CONTENT_TYPES;
export const AUDIO_FORMATS = Object.keys(AUDIO_CONTENT_TYPES) as AudioFormat[];
export const NOT_AUDIO_MESSAGE = 'This file is not MP3, Ogg, WAV or M4A audio.';

export const uploadedAudioIdSchema = z.string().regex(/^[a-z0-9]{32}$/, { message: 'Must be an uploaded audio id' });

/** Where an uploaded audio file is served: same origin, named by id and format, so its link never changes. */
export const UPLOADED_AUDIO_PATH = '/api/uploaded/audio';
export const uploadedAudioPath = (audioId: string, format: AudioFormat) => `${UPLOADED_AUDIO_PATH}/${audioId}.${format}`;
const AUDIO_FILE = /^([a-z0-9]{32})\.(mp3|ogg|wav|m4a)$/;
const UPLOADED_AUDIO_LINK = /^\/api\/uploaded\/audio\/([a-z0-9]{32})\.(mp3|ogg|wav|m4a)$/;
export const uploadedAudioPathSchema = z.string().regex(UPLOADED_AUDIO_LINK, { message: 'Must be an uploaded audio file' });
/** The last segment of an uploaded audio link: `{id}.{format}`. */
export const uploadedAudioFileSchema = z.string().regex(AUDIO_FILE, { message: 'Must be an uploaded audio file' });

/** The id and format an uploaded audio file name (`{id}.{format}`) holds. */
export function uploadedAudioFileOf(file: string): { audioId: string; format: AudioFormat } | null {
  const match = AUDIO_FILE.exec(file);
  return match ? { audioId: match[1]!, format: match[2] as AudioFormat } : null;
}

/** The storage key of an uploaded audio file (services' FileStorage). */
export const uploadedAudioFileKey = (audioId: string, format: AudioFormat) => `audio/${audioId}.${format}`;

/** An audio upload as its event records it: for one presentation, by its owner. */
export const uploadedAudioSchema = z.strictObject({
  id: uploadedAudioIdSchema,
  presentationId: z.string(),
  originalFilename: z.string().max(255),
  fileSize: z.number().int().nonnegative(),
  format: z.enum(AUDIO_FORMATS as [AudioFormat, ...AudioFormat[]]),
  /** Hex SHA-256 of the uploaded bytes (spec doc 3 §7 "hash_id"). */
  hashId: z.string().regex(/^[0-9a-f]{64}$/),
  uploadedAt: z.string(),
});
export type UploadedAudio = z.infer<typeof uploadedAudioSchema>;

/** The answer to an audio upload (spec doc 3 §7 "Uploaded file: file_metadata ..., hash_id"), ready to be a slide's audio link. */
export const uploadedAudioViewSchema = z.object({
  id: z.string(),
  presentationId: z.string(),
  name: z.string(),
  url: uploadedAudioPathSchema,
  uploadedAt: z.string(),
  file_metadata: z.object({ original_filename: z.string(), file_size: z.number(), content_type: z.string(), url: z.string() }),
  hash_id: z.string(),
});
export type UploadedAudioView = z.infer<typeof uploadedAudioViewSchema>;

export function uploadedAudioView(audio: UploadedAudio): UploadedAudioView {
  const url = uploadedAudioPath(audio.id, audio.format);
  return {
    id: audio.id,
    presentationId: audio.presentationId,
    name: audio.originalFilename,
    url,
    uploadedAt: audio.uploadedAt,
    file_metadata: { original_filename: audio.originalFilename, file_size: audio.fileSize, content_type: AUDIO_CONTENT_TYPES[audio.format], url },
    hash_id: audio.hashId,
  };
}
