import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../contracts/events/envelope.js';
import {
  changeCollaboratorRoleRequestSchema,
  invitationIdParamSchema,
  inviteCollaboratorsRequestSchema,
  requestAccessRequestSchema,
  type ChangeCollaboratorRoleRequest,
  type CollaboratorsView,
  type EditInvitationView,
  type InviteCollaboratorsRequest,
  type RequestAccessRequest,
  type SharedPresentationView,
} from '../../../contracts/sharing/collaborators.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ApiZodBody } from '../../infrastructure/http/api-schema.decorators.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { SharingService } from '../application/sharing/sharing.service.js';
import { presentationIdParamSchema } from './presentation-id.param.js';

const presentationIdParam = new ZodValidationPipe(presentationIdParamSchema);
const invitationIdParam = new ZodValidationPipe(invitationIdParamSchema);

/** Spec doc 1 §3-§6 "Invitations and sharing": a presentation's collaborators, invitations to edit and access requests. */
@ApiTags('sharing')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/presentation/:id')
export class SharingController {
  constructor(private readonly sharing: SharingService) {}

  @Get('collaborators')
  list(@CurrentActor() actor: Actor, @Param('id', presentationIdParam) presentationId: string): Promise<CollaboratorsView> {
    return this.sharing.collaborators(actor, presentationId);
  }

  @Post('collaborators')
  @HttpCode(201)
  @ApiZodBody(inviteCollaboratorsRequestSchema)
  invite(
    @CurrentActor() actor: Actor,
    @Param('id', presentationIdParam) presentationId: string,
    @Body(new ZodValidationPipe(inviteCollaboratorsRequestSchema)) body: InviteCollaboratorsRequest,
  ): Promise<CollaboratorsView> {
    return this.sharing.invite(actor, presentationId, body.emails, body.role);
  }

  /** Declared before `:invitationId`, which would otherwise take the word. */
  @Delete('collaborators/leave')
  @HttpCode(204)
  async leave(@CurrentActor() actor: Actor, @Param('id', presentationIdParam) presentationId: string): Promise<void> {
    await this.sharing.leave(actor, presentationId);
  }

  @Patch('collaborators/:invitationId')
  @ApiZodBody(changeCollaboratorRoleRequestSchema)
  changeRole(
    @CurrentActor() actor: Actor,
    @Param('id', presentationIdParam) presentationId: string,
    @Param('invitationId', invitationIdParam) invitationId: string,
    @Body(new ZodValidationPipe(changeCollaboratorRoleRequestSchema)) body: ChangeCollaboratorRoleRequest,
  ): Promise<CollaboratorsView> {
    return this.sharing.changeRole(actor, presentationId, invitationId, body.role);
  }

  @Delete('collaborators/:invitationId')
  remove(
    @CurrentActor() actor: Actor,
    @Param('id', presentationIdParam) presentationId: string,
    @Param('invitationId', invitationIdParam) invitationId: string,
  ): Promise<CollaboratorsView> {
    return this.sharing.remove(actor, presentationId, invitationId);
  }

  @Get('invitations/:invitationId')
  invitation(
    @CurrentActor() actor: Actor,
    @Param('id', presentationIdParam) presentationId: string,
    @Param('invitationId', invitationIdParam) invitationId: string,
  ): Promise<EditInvitationView> {
    return this.sharing.invitation(actor, presentationId, invitationId);
  }

  @Post('invitations/:invitationId/claim')
  @HttpCode(200)
  claim(
    @CurrentActor() actor: Actor,
    @Param('id', presentationIdParam) presentationId: string,
    @Param('invitationId', invitationIdParam) invitationId: string,
  ): Promise<EditInvitationView> {
    return this.sharing.claim(actor, presentationId, invitationId);
  }

  @Post('request-access')
  @HttpCode(202)
  @ApiZodBody(requestAccessRequestSchema)
  async requestAccess(
    @CurrentActor() actor: Actor,
    @Param('id', presentationIdParam) presentationId: string,
    @Body(new ZodValidationPipe(requestAccessRequestSchema)) body: RequestAccessRequest,
  ): Promise<void> {
    await this.sharing.requestAccess(actor, presentationId, body.role);
  }
}

/** Shared With Me (presentations): spec doc 1 §2 route shared-presentations. */
@ApiTags('sharing')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/shared-presentations')
export class SharedPresentationsController {
  constructor(private readonly sharing: SharingService) {}

  @Get()
  list(@CurrentActor() actor: Actor): Promise<{ presentations: SharedPresentationView[] }> {
    return this.sharing.sharedWithMe(actor);
  }
}
