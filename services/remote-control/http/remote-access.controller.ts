import { Controller, Delete, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../contracts/events/envelope.js';
import type { RemoteAccessCodeResponse } from '../../../contracts/remote/remote-control.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { uuidParamSchema } from '../../live/http/live-requests.js';
import { RemoteControlService } from '../application/remote-control.service.js';

/** The presenter's remote access code (spec doc 1 "Remote access": generated if absent, revoked or regenerated). */
@ApiTags('remote-control')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/presentation/:presentationId/remote-access-code')
export class RemoteAccessController {
  constructor(private readonly remote: RemoteControlService) {}

  /** The code, generated when the presentation has none. */
  @Post()
  @HttpCode(200)
  ensure(@CurrentActor() actor: Actor, @Param('presentationId', new ZodValidationPipe(uuidParamSchema)) presentationId: string): Promise<RemoteAccessCodeResponse> {
    return this.remote.ensureCode(actor, presentationId);
  }

  /** A new code: the old link stops working. */
  @Post('regenerate')
  @HttpCode(200)
  regenerate(@CurrentActor() actor: Actor, @Param('presentationId', new ZodValidationPipe(uuidParamSchema)) presentationId: string): Promise<RemoteAccessCodeResponse> {
    return this.remote.regenerateCode(actor, presentationId);
  }

  @Delete()
  revoke(@CurrentActor() actor: Actor, @Param('presentationId', new ZodValidationPipe(uuidParamSchema)) presentationId: string): Promise<RemoteAccessCodeResponse> {
    return this.remote.revokeCode(actor, presentationId);
  }
}
