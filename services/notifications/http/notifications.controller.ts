import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../contracts/events/envelope.js';
import {
  listNotificationsQuerySchema,
  readNotificationRequestSchema,
  type ListNotificationsQuery,
  type NotificationsPage,
  type ReadNotificationRequest,
} from '../../../contracts/notifications/notifications.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ApiZodBody } from '../../infrastructure/http/api-schema.decorators.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { NotificationsService } from '../application/notifications.service.js';

/** Spec doc 1 §7 "Notifications and others". */
@ApiTags('notifications')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  list(@CurrentActor() actor: Actor, @Query(new ZodValidationPipe(listNotificationsQuerySchema)) query: ListNotificationsQuery): Promise<NotificationsPage> {
    return this.notifications.list(actor, query);
  }

  @Get('count-unread')
  countUnread(@CurrentActor() actor: Actor): Promise<{ count: number }> {
    return this.notifications.countUnread(actor);
  }

  /** Marks the named notifications (or `all`) read; answers the unread count after. */
  @Post('read-notification')
  @HttpCode(200)
  @ApiZodBody(readNotificationRequestSchema)
  read(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(readNotificationRequestSchema)) body: ReadNotificationRequest): Promise<{ count: number }> {
    return this.notifications.read(actor, body);
  }
}
