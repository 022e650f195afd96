import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import type { Actor } from '../../../contracts/events/envelope.js';
import { replayQuerySchema, type ReplayFrame, type ReplayTimeline } from '../../../contracts/replay/replay.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { sessionEventLines } from '../application/session-event-lines.js';
import { ReplayService } from '../application/replay.service.js';

const uuidParam = new ZodValidationPipe(z.string().uuid({ message: 'Must be a UUID' }));
const replayQuery = new ZodValidationPipe(replayQuerySchema);

/** Issue 23: a session at any moment, its timeline, and its events as NDJSON (services/replay/README.md). */
@ApiTags('replay')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/replay')
export class ReplayController {
  constructor(private readonly replays: ReplayService) {}

  @Get('presentation/:presentationId/latest-session')
  async latestSession(@CurrentActor() actor: Actor, @Param('presentationId', uuidParam) presentationId: string): Promise<{ sessionId: string | null }> {
    return { sessionId: await this.replays.latestSessionId(actor, presentationId) };
  }

  @Get(':liveSessionId')
  async frame(
    @CurrentActor() actor: Actor,
    @Param('liveSessionId', uuidParam) sessionId: string,
    @Query(replayQuery) query: z.infer<typeof replayQuerySchema>,
  ): Promise<ReplayFrame> {
    return this.replays.frame(await this.replays.replayFor(actor, sessionId), query.position);
  }

  @Get(':liveSessionId/timeline')
  async timeline(@CurrentActor() actor: Actor, @Param('liveSessionId', uuidParam) sessionId: string): Promise<ReplayTimeline> {
    return this.replays.timeline(await this.replays.replayFor(actor, sessionId));
  }

  /** The session's events, one JSON object a line, streamed as they are encoded. */
  @Get(':liveSessionId/events')
  async events(@CurrentActor() actor: Actor, @Param('liveSessionId', uuidParam) sessionId: string, @Res() response: Response): Promise<void> {
    const replay = await this.replays.replayFor(actor, sessionId);
    response.setHeader('Content-Type', 'application/x-ndjson; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="session-${sessionId}.ndjson"`);
    // A client that goes away midway closes both ends, and that is no error.
    await pipeline(Readable.from(sessionEventLines(replay.events)), response).catch(() => undefined);
  }
}
