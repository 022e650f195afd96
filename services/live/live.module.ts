import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { PresentationsModule } from '../presentations/presentations.module.js';
import { AdmissionService } from './application/admission.service.js';
import { SeatReclaimer } from './application/seat-reclaimer.js';
import { SessionClock } from './application/session-clock.js';
import { AnswerService } from './application/answer.service.js';
import { AudienceAccessLimits } from './application/audience-access-limits.js';
import { JoinTokens } from './application/join-tokens.js';
import { RunParticipantCommandHandler, RunPresentingCommandHandler, RunSessionCommandHandler } from './application/live-commands.js';
import { LiveControlService } from './application/live-control.service.js';
import { LiveDecks } from './application/live-decks.js';
import { LiveOptionCountsHandler } from './application/live-option-counts.query.js';
import { LiveResultsService } from './application/live-results.service.js';
import { LiveSessions } from './application/live-sessions.js';
import { SessionNotices } from './application/session-notices.js';
import { AudienceController } from './http/audience.controller.js';
import { LivePresenterController } from './http/live-presenter.controller.js';
import { ParticipantAnswers } from './application/participant-answers.js';
import { AudienceSnapshots } from './realtime/audience-snapshots.js';
import { LiveBroadcaster } from './realtime/live-broadcaster.js';
import { LiveGateway } from './realtime/live.gateway.js';
import { LivePresence } from './realtime/live-presence.js';

/** Running a deck live: sessions, the audience, answers, live results. */
@Module({
  imports: [AccountsModule, PresentationsModule],
  controllers: [LivePresenterController, AudienceController],
  providers: [
    RunPresentingCommandHandler,
    RunSessionCommandHandler,
    RunParticipantCommandHandler,
    LiveDecks,
    LiveSessions,
    LiveResultsService,
    SessionNotices,
    LiveControlService,
    AdmissionService,
    SeatReclaimer,
    SessionClock,
    AudienceAccessLimits,
    JoinTokens,
    AnswerService,
    LivePresence,
    ParticipantAnswers,
    AudienceSnapshots,
    LiveBroadcaster,
    LiveGateway,
    LiveOptionCountsHandler,
  ],
  exports: [LiveResultsService, LiveSessions, LiveDecks, LivePresence, SessionClock, LiveControlService, AudienceSnapshots],
})
export class LiveModule {}
