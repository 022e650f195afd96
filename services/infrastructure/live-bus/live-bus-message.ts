import { z } from 'zod';
import type { LiveBusMessage } from './live-bus.port.js';

const liveBusMessageSchema = z.object({
  key: z.string(),
  payload: z.unknown(),
  origin: z.string(),
  sentAt: z.string(),
});

/** The wire form every adapter uses. Throws (TypeError) on what JSON cannot carry: BigInt, cycles. */
export function encodeLiveBusMessage(message: LiveBusMessage): string {
  return JSON.stringify({ key: message.key, payload: message.payload, origin: message.origin, sentAt: message.sentAt });
}

/** Throws when the text is not JSON or not a message; a bus skips such a record rather than stopping. */
export function decodeLiveBusMessage(text: string): LiveBusMessage {
  const message = liveBusMessageSchema.parse(JSON.parse(text));
  return { key: message.key, payload: message.payload, origin: message.origin, sentAt: message.sentAt };
}
