import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { Actor } from '../../../contracts/events/envelope.js';
import {
  changeMemberRoleRequestSchema,
  createTeamRequestSchema,
  teamIdSchema,
  updateTeamRequestSchema,
  type ChangeMemberRoleRequest,
  type CreateTeamRequest,
  type UpdateTeamRequest,
} from '../../../contracts/teams/requests.js';
import type { LicenseCountView, TeamView } from '../../../contracts/teams/views.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ApiZodBody } from '../../infrastructure/http/api-schema.decorators.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { TeamsService } from '../application/teams.service.js';

const userIdParam = new ZodValidationPipe(z.string().min(1).max(64));
const teamIdParam = new ZodValidationPipe(teamIdSchema);

/** Spec doc 1 §9 "Accounts and teams": a team is an account in the spec's paths. */
@ApiTags('teams')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api')
export class TeamsController {
  constructor(private readonly teams: TeamsService) {}

  @Post('accounts')
  @HttpCode(201)
  @ApiZodBody(createTeamRequestSchema)
  create(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(createTeamRequestSchema)) body: CreateTeamRequest): Promise<TeamView> {
    return this.teams.create(actor, body);
  }

  @Post('accounts/leave')
  @HttpCode(204)
  leave(@CurrentActor() actor: Actor): Promise<void> {
    return this.teams.leave(actor);
  }

  @Get('accounts/:accountId')
  get(@CurrentActor() actor: Actor, @Param('accountId', teamIdParam) accountId: string): Promise<TeamView> {
    return this.teams.get(actor, accountId);
  }

  @Get('accounts/:accountId/count')
  count(@CurrentActor() actor: Actor, @Param('accountId', teamIdParam) accountId: string): Promise<LicenseCountView> {
    return this.teams.licenseCount(actor, accountId);
  }

  /** The licence quantity (2-30): the owner's, as the buyer of the licences. */
  @Patch('accounts/:accountId')
  @ApiZodBody(updateTeamRequestSchema)
  update(@CurrentActor() actor: Actor, @Param('accountId', teamIdParam) accountId: string, @Body(new ZodValidationPipe(updateTeamRequestSchema)) body: UpdateTeamRequest): Promise<TeamView> {
    return this.teams.changeLicenseQuantity(actor, accountId, body.licenseQuantity);
  }

  @Patch('accounts/:accountId/user/:userId')
  @ApiZodBody(changeMemberRoleRequestSchema)
  changeRole(
    @CurrentActor() actor: Actor,
    @Param('accountId', teamIdParam) accountId: string,
    @Param('userId', userIdParam) userId: string,
    @Body(new ZodValidationPipe(changeMemberRoleRequestSchema)) body: ChangeMemberRoleRequest,
  ): Promise<TeamView> {
    return this.teams.changeRole(actor, accountId, userId, body.role);
  }

  /** The caller's team, or null in personal mode. */
  @Get('users/account')
  async mine(@CurrentActor() actor: Actor): Promise<{ account: TeamView | null }> {
    return { account: await this.teams.mine(actor) };
  }

  @Delete('users/account/:memberId')
  removeMember(@CurrentActor() actor: Actor, @Param('memberId', userIdParam) memberId: string): Promise<TeamView> {
    return this.teams.removeMember(actor, memberId);
  }
}
