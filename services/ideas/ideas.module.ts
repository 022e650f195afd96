import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { LiveModule } from '../live/live.module.js';
import { IdeasBoards } from './application/ideas-boards.js';
import { RunIdeasParticipantCommandHandler, RunIdeasStageCommandHandler } from './application/ideas-commands.js';
import { IdeasService } from './application/ideas.service.js';
import { IdeasController } from './http/ideas.controller.js';
import { IdeasBroadcaster } from './realtime/ideas-broadcaster.js';
import { IdeasGateway } from './realtime/ideas.gateway.js';

/** Brainstorms in a live session: ideas, votes, stages and boards. */
@Module({
  imports: [AccountsModule, LiveModule],
  controllers: [IdeasController],
  providers: [RunIdeasStageCommandHandler, RunIdeasParticipantCommandHandler, IdeasBoards, IdeasService, IdeasBroadcaster, IdeasGateway],
})
export class IdeasModule {}
