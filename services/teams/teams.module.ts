import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { TeamDirectory } from './application/team-directory.js';
import { TeamsService } from './application/teams.service.js';
import { TeamNotices } from './application/team-notices.js';
import { InvitationsController } from './http/invitations.controller.js';
import { TeamsController } from './http/teams.controller.js';

@Module({
  imports: [AccountsModule, NotificationsModule],
  controllers: [TeamsController, InvitationsController],
  providers: [TeamDirectory, TeamsService, TeamNotices],
  exports: [TeamDirectory],
})
export class TeamsModule {}
