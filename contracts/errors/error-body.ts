import { z } from 'zod';

/** Every failed HTTP call and socket ack carries this one shape. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
  /** Which specific message this is (contracts/errors/error-reasons.ts), so a client can show it in its language. */
  reason: z.string().optional(),
  /** The values in that message (a limit, a count), by the catalogue text's placeholder names. */
  reasonValues: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const ERROR_CODES = [
  'validation_failed',
  'malformed_json',
  'payload_too_large',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'business_rule',
  'unsupported_media_type',
  'rate_limited',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A zod issue reduced to what a client needs to point at the offending field. */
export interface FieldIssue {
  path: string;
  message: string;
}
