import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { SYSTEM_ACTOR } from '../../../contracts/events/envelope.js';
import { notificationStreamId, type NotificationContent } from '../../../contracts/notifications/notifications.js';
import { CommandExecutor } from '../../infrastructure/commands/command-executor.js';
import { ProjectionRunner } from '../../infrastructure/projections/projection-runner.js';
import { notificationsDecider } from '../domain/notifications.decider.js';

const logger = new Logger('Notifications');

/**
 * Records a notification on its recipient's stream, after the change it tells of is recorded. A failure is
 * logged and never undoes or fails that change; the socket gateway pushes it from the event feed.
 */
@Injectable()
export class Notifier {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly runner: ProjectionRunner,
  ) {}

  async notify(recipientIds: readonly string[], content: NotificationContent): Promise<void> {
    await Promise.all(
      [...new Set(recipientIds)].map(async (userId) => {
        try {
          const result = await this.executor.execute({
            streamId: notificationStreamId(userId),
            decider: notificationsDecider,
            command: { type: 'Notify', userId, notificationId: randomUUID(), content },
            actor: SYSTEM_ACTOR,
          });
          // So that the change's caller, answered after this, reads the notification it caused.
          await this.runner.waitForPosition(result.position);
        } catch (error) {
          logger.error(`A ${content.kind} notification to ${userId} was not recorded: ${error instanceof Error ? error.message : String(error)}`);
        }
      }),
    );
  }
}
