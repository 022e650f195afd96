import { Module } from '@nestjs/common';
import { LiveModule } from '../live/live.module.js';
import { RunQnaModerationCommandHandler, RunQnaParticipantCommandHandler } from './application/qna-commands.js';
import { QnaService } from './application/qna.service.js';
import { SessionQnaViews } from './application/session-qna.js';
import { QnaBroadcaster } from './realtime/qna-broadcaster.js';
import { QnaGateway } from './realtime/qna.gateway.js';

/** Q&A in a live session: asking, upvoting, moderating, and the lists each screen shows. */
@Module({
  imports: [LiveModule],
  providers: [RunQnaParticipantCommandHandler, RunQnaModerationCommandHandler, SessionQnaViews, QnaService, QnaBroadcaster, QnaGateway],
  exports: [SessionQnaViews],
})
export class QnaModule {}
