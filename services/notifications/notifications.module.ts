import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { Notifier } from './application/notifier.js';
import { NotificationsService } from './application/notifications.service.js';
import { NotificationsController } from './http/notifications.controller.js';
import { NotificationsGateway } from './realtime/notifications.gateway.js';

@Module({
  imports: [AccountsModule],
  controllers: [NotificationsController],
  providers: [Notifier, NotificationsService, NotificationsGateway],
  exports: [Notifier],
})
export class NotificationsModule {}
