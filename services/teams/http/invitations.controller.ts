import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { Actor } from '../../../contracts/events/envelope.js';
import {
  invitationsQuerySchema,
  inviteRequestSchema,
  updateInvitationRequestSchema,
  viewInvitationRequestSchema,
  type InvitationsQuery,
  type InviteRequest,
} from '../../../contracts/teams/requests.js';
import type { InvitationView, TeamView } from '../../../contracts/teams/views.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ApiZodBody } from '../../infrastructure/http/api-schema.decorators.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { TeamsService } from '../application/teams.service.js';

const invitationIdParam = new ZodValidationPipe(z.string().uuid());

/** Spec doc 1 §9 "Invitations": pending -> accepted, declined or cancelled. */
@ApiTags('teams')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/invitations')
export class InvitationsController {
  constructor(private readonly teams: TeamsService) {}

  @Get()
  list(@CurrentActor() actor: Actor, @Query(new ZodValidationPipe(invitationsQuerySchema)) query: InvitationsQuery): Promise<{ invitations: InvitationView[] }> {
    return this.teams.invitationsFor(actor, query);
  }

  @Post()
  @HttpCode(201)
  @ApiZodBody(inviteRequestSchema)
  invite(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(inviteRequestSchema)) body: InviteRequest): Promise<{ invitations: InvitationView[] }> {
    return this.teams.invite(actor, body.emails);
  }

  /** The invitee opens the invitation from its email: its team's name and status, and the first view is recorded. */
  @Post('view')
  @HttpCode(200)
  @ApiZodBody(viewInvitationRequestSchema)
  view(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(viewInvitationRequestSchema)) body: { invitationId: string }): Promise<InvitationView> {
    return this.teams.view(actor, body.invitationId);
  }

  @Patch(':invitationId')
  @ApiZodBody(updateInvitationRequestSchema)
  cancel(@CurrentActor() actor: Actor, @Param('invitationId', invitationIdParam) invitationId: string, @Body(new ZodValidationPipe(updateInvitationRequestSchema)) _body: unknown): Promise<InvitationView> {
    return this.teams.cancel(actor, invitationId);
  }

  @Post(':invitationId/accept')
  @HttpCode(200)
  accept(@CurrentActor() actor: Actor, @Param('invitationId', invitationIdParam) invitationId: string): Promise<TeamView> {
    return this.teams.accept(actor, invitationId);
  }

  @Post(':invitationId/decline')
  @HttpCode(200)
  decline(@CurrentActor() actor: Actor, @Param('invitationId', invitationIdParam) invitationId: string): Promise<InvitationView> {
    return this.teams.decline(actor, invitationId);
  }
}
