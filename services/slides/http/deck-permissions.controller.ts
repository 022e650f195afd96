import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { errorBodySchema } from '../../../contracts/errors/error-body.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import { deckPermissionsSchema, type DeckPermissions } from '../../../contracts/deck/permissions.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ApiZodResponse } from '../../infrastructure/http/api-schema.decorators.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { presentationIdParamSchema } from '../../presentations/http/presentation-id.param.js';
import { GetDeckPermissionsQuery } from '../application/deck-permissions-query.js';

/** Issue 24: the caller's own permission on a deck, so the editor shows no control whose command would be refused. */
@ApiTags('presentation')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/presentation/:presentationId/permissions')
export class DeckPermissionsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiZodResponse(200, deckPermissionsSchema, 'Whether the deck decider accepts edits from the caller')
  @ApiZodResponse(404, errorBodySchema, 'No such presentation, or one the caller cannot open')
  permissions(
    @CurrentActor() actor: Actor,
    @Param('presentationId', new ZodValidationPipe(presentationIdParamSchema)) id: string,
  ): Promise<DeckPermissions> {
    return this.queries.execute(new GetDeckPermissionsQuery(actor, id));
  }
}
