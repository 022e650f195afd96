import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { LiveModule } from '../live/live.module.js';
import { RunChatParticipantCommandHandler, RunChatSessionCommandHandler } from './application/chat-commands.js';
import { ChatService } from './application/chat.service.js';
import { ChatBroadcaster } from './realtime/chat-broadcaster.js';
import { ChatGateway } from './realtime/chat.gateway.js';
import { ChatPresence } from './realtime/chat-presence.js';

/** Chat in a live session: messages from the audience and the presenter, and who joined or left. */
@Module({
  imports: [AccountsModule, LiveModule],
  providers: [RunChatParticipantCommandHandler, RunChatSessionCommandHandler, ChatService, ChatPresence, ChatBroadcaster, ChatGateway],
})
export class ChatModule {}
