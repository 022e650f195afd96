import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { TeamDirectory } from './application/team-directory.js';
import { TeamsService } from './application/teams.service.js';
import { InvitationsController } from './http/invitations.controller.js';
import { TeamsController } from './http/teams.controller.js';

@Module({
  imports: [AccountsModule],
  controllers: [TeamsController, InvitationsController],
  providers: [TeamDirectory, TeamsService],
  exports: [TeamDirectory],
})
export class TeamsModule {}
