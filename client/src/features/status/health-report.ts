import { z } from 'zod';

/*
 * The shape of GET /api/health as the client reads it. Positions may arrive as strings (64-bit positions do not fit a
 * JSON number), and a projection that has not processed anything yet has no checkpoint or lag.
 */
const positionSchema = z.union([z.number(), z.string()]);

export const healthReportSchema = z.object({
  status: z.string(),
  eventStore: z.object({ adapter: z.string(), headPosition: positionSchema.nullable() }),
  readStore: z.object({ adapter: z.string() }),
  projections: z.array(
    z.object({
      name: z.string(),
      version: z.union([z.number(), z.string()]),
      checkpoint: positionSchema.nullable(),
      lag: positionSchema.nullable(),
      state: z.string().optional(),
    }),
  ),
});
export type HealthReport = z.infer<typeof healthReportSchema>;
export type Position = z.infer<typeof positionSchema>;

export class HealthUnavailableError extends Error {
  override readonly name = 'HealthUnavailableError';
}

export type HealthLoader = (signal: AbortSignal) => Promise<HealthReport>;

/**
 * Reads the server's health report. An unhealthy server may answer with a non-2xx status and still describe itself,
 * so the body decides; only a call that fails outright or returns something that is not a health report throws.
 */
export async function fetchHealthReport(
  signal: AbortSignal,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<HealthReport> {
  const response = await fetchImpl('/api/health', { signal, headers: { Accept: 'application/json' } });
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = healthReportSchema.safeParse(body);
  if (!parsed.success) {
    throw new HealthUnavailableError(`GET /api/health answered ${response.status} without a health report`);
  }
  return parsed.data;
}
