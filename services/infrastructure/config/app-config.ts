import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_CHAT_LEFT_AFTER_SECONDS } from '../../../contracts/chat/constants.js';
import { planIdSchema, type PlanId } from '../../../contracts/identity/plans.js';
import { DEFAULT_MAX_AUDIO_UPLOAD_BYTES } from '../../../contracts/media/uploaded-audio.js';
import { DEFAULT_MAX_IMAGE_UPLOAD_BYTES } from '../../../contracts/media/uploaded-images.js';
import { DEFAULT_OPEN_QUESTIONS_PER_PERSON } from '../../../contracts/qna/constants.js';
import { loadAiSettings, type AiSettings } from '../ai/ai-settings.js';
import { loadMailSettings, type MailSettings } from '../mail/mail-settings.js';
import { loadRateLimitSettings, type RateLimitSettings } from '../rate-limits/rate-limit-settings.js';

/** Everything the server reads from its environment, read once at start. */
export interface AppConfig {
  readonly port: number;
  /**
   * Pending connections the kernel queues before the server accepts them. Node's default of 511 overflows
   * when thousands of phones reconnect at once (a venue's Wi-Fi comes back): the kernel drops the extra
   * SYNs and each of those phones waits a TCP retransmission (1 s, then 3 s, 7 s) while the server idles.
   * Linux caps it at net.core.somaxconn.
   */
  readonly listenBacklog: number;
  readonly dataDir: string;
  /** Where the local-disk FileStorage keeps uploaded files (FILE_STORAGE_DIR, default DATA_DIR/files). */
  readonly fileStorageDir: string;
  /** Largest image upload in bytes (UPLOAD_IMAGE_MAX_BYTES). */
  readonly maxImageUploadBytes: number;
  /** Largest audio upload in bytes (UPLOAD_AUDIO_MAX_BYTES). */
  readonly maxAudioUploadBytes: number;
  /**
   * How much of the embedded event log the reading connection maps into memory (SQLITE_READ_MMAP_MB,
   * default 0: off). A rebuild reads the whole log in order, faster mapped (no read call and copy per
   * page); the server reads little of it, and mapped pages would count in its resident memory, so
   * `npm run projections` turns it on and `npm start` leaves it off.
   */
  readonly sqliteReadMmapBytes: number;
  /** Set: KurrentDB holds the log; unset: the embedded SQLite file in dataDir. */
  readonly kurrentDbUrl: string | undefined;
  /** Set: MongoDB holds the read models; unset: the embedded SQLite file in dataDir. */
  readonly mongoDbUrl: string | undefined;
  readonly mongoDbName: string;
  readonly kafkaBrokers: string[] | undefined;
  /** This process's name on the LiveBus; unique per running node. */
  readonly nodeId: string;
  readonly authSecret: string;
  /** The plan a new presenter starts on until billing exists (self-hosters can raise it). */
  readonly defaultPlan: PlanId;
  /** Where the built React client lives. */
  readonly clientDir: string;
  /** Every rate limit's budget (RATE_LIMIT_* variables, rate-limit-settings.ts). */
  readonly rateLimits: RateLimitSettings;
  /** Express's `trust proxy` (TRUST_PROXY): which hops' X-Forwarded-For names the client's address. */
  readonly trustProxy: string | false;
  /** Origins allowed to frame the app (FRAME_ANCESTORS, space-separated): the embedded modes a deployment offers. */
  readonly frameAncestors: string[];
  /** Questions one audience member may have open at once (QNA_OPEN_QUESTIONS_PER_PERSON). */
  readonly qnaOpenQuestionsPerPerson: number;
  /** How long a phone may stay away before the chat says it has left (CHAT_LEFT_AFTER_SECONDS). */
  readonly chatLeftAfterMs: number;
  /** How outgoing mail is sent (SMTP_URL or SMTP_HOST..., MAIL_FROM); with none, into the server log. */
  readonly mail: MailSettings;
  /** The address people open the app at (PUBLIC_URL), for links in emails; never taken from a request's Host header. */
  readonly publicUrl: string;
  /** The OpenAI-compatible AI provider (AI_BASE_URL, AI_API_KEY, AI_MODEL); null: AI is off. */
  readonly ai: AiSettings | null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) throw new Error(`PORT must be a TCP port, got ${env.PORT}`);
  const listenBacklog = Number(env.LISTEN_BACKLOG ?? 4096);
  if (!Number.isInteger(listenBacklog) || listenBacklog <= 0) throw new Error(`LISTEN_BACKLOG must be a positive integer, got ${env.LISTEN_BACKLOG}`);
  const sqliteReadMmapMb = Number(env.SQLITE_READ_MMAP_MB ?? 0);
  if (!Number.isInteger(sqliteReadMmapMb) || sqliteReadMmapMb < 0) throw new Error(`SQLITE_READ_MMAP_MB must be a whole number of megabytes, got ${env.SQLITE_READ_MMAP_MB}`);
  const maxImageUploadBytes = Number(env.UPLOAD_IMAGE_MAX_BYTES ?? DEFAULT_MAX_IMAGE_UPLOAD_BYTES);
  if (!Number.isInteger(maxImageUploadBytes) || maxImageUploadBytes < 1) throw new Error(`UPLOAD_IMAGE_MAX_BYTES must be a positive whole number of bytes, got ${env.UPLOAD_IMAGE_MAX_BYTES}`);
  const maxAudioUploadBytes = Number(env.UPLOAD_AUDIO_MAX_BYTES ?? DEFAULT_MAX_AUDIO_UPLOAD_BYTES);
  if (!Number.isInteger(maxAudioUploadBytes) || maxAudioUploadBytes < 1) throw new Error(`UPLOAD_AUDIO_MAX_BYTES must be a positive whole number of bytes, got ${env.UPLOAD_AUDIO_MAX_BYTES}`);
  const defaultPlan = planIdSchema.safeParse(env.DEFAULT_PLAN ?? 'free');
  if (!defaultPlan.success) throw new Error(`DEFAULT_PLAN must be one of ${planIdSchema.options.join(', ')}`);
  const openQuestions = Number(env.QNA_OPEN_QUESTIONS_PER_PERSON ?? DEFAULT_OPEN_QUESTIONS_PER_PERSON);
  if (!Number.isInteger(openQuestions) || openQuestions < 1) throw new Error(`QNA_OPEN_QUESTIONS_PER_PERSON must be a positive integer, got ${env.QNA_OPEN_QUESTIONS_PER_PERSON}`);
  const chatLeftAfterSeconds = Number(env.CHAT_LEFT_AFTER_SECONDS ?? DEFAULT_CHAT_LEFT_AFTER_SECONDS);
  if (!Number.isFinite(chatLeftAfterSeconds) || chatLeftAfterSeconds < 0) throw new Error(`CHAT_LEFT_AFTER_SECONDS must be a number of seconds, got ${env.CHAT_LEFT_AFTER_SECONDS}`);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(publicUrl)) throw new Error(`PUBLIC_URL must be an http(s) address, got ${env.PUBLIC_URL}`);
  return {
    port,
    listenBacklog,
    dataDir,
    fileStorageDir: resolve(env.FILE_STORAGE_DIR ?? join(dataDir, 'files')),
    maxImageUploadBytes,
    maxAudioUploadBytes,
    sqliteReadMmapBytes: sqliteReadMmapMb * 1024 * 1024,
    kurrentDbUrl: env.KURRENTDB_URL || undefined,
    mongoDbUrl: env.MONGODB_URL || undefined,
    mongoDbName: env.MONGODB_DB ?? 'liveslides',
    kafkaBrokers: env.KAFKA_BROKERS ? env.KAFKA_BROKERS.split(',').map((broker) => broker.trim()) : undefined,
    nodeId: env.NODE_ID ?? `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`,
    authSecret: env.AUTH_SECRET ?? persistentSecret(dataDir),
    defaultPlan: defaultPlan.data,
    clientDir: resolve(env.CLIENT_DIR ?? 'dist/client'),
    rateLimits: loadRateLimitSettings(env),
    trustProxy: env.TRUST_PROXY || false,
    frameAncestors: (env.FRAME_ANCESTORS ?? '').split(/\s+/).filter(Boolean),
    qnaOpenQuestionsPerPerson: openQuestions,
    chatLeftAfterMs: chatLeftAfterSeconds * 1000,
    mail: loadMailSettings(env),
    publicUrl,
    ai: loadAiSettings(env),
  };
}

/**
 * Without AUTH_SECRET, a random secret is made once and kept in the data directory, so tokens stay
 * valid across restarts. Several nodes must share AUTH_SECRET instead.
 */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export const APP_CONFIG = Symbol('AppConfig');
