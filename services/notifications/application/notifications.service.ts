import { Inject, Injectable } from '@nestjs/common';
import type { Actor } from '../../../contracts/events/envelope.js';
import {
  notificationStreamId,
  type ListNotificationsQuery,
  type NotificationsPage,
  type NotificationView,
  type ReadNotificationRequest,
} from '../../../contracts/notifications/notifications.js';
import { membershipDocumentId, teamDirectoryProjection, type MembershipDocument } from '../../../projections/team-directory/team-directory.projection.js';
import { notificationsProjection, type NotificationDocument } from '../../../projections/notifications/notifications.projection.js';
import { CommandExecutor } from '../../infrastructure/commands/command-executor.js';
import { ProjectionRunner } from '../../infrastructure/projections/projection-runner.js';
import { READ_STORE, type ReadStore, type ScalarValue } from '../../infrastructure/read-store/read-store.port.js';
import { notificationsDecider } from '../domain/notifications.decider.js';

/** A person's notifications: newest first, 40 a page, team ones only while they own or administer a team. */
@Injectable()
export class NotificationsService {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly runner: ProjectionRunner,
    private readonly executor: CommandExecutor,
  ) {}

  async list(actor: Actor, query: ListNotificationsQuery): Promise<NotificationsPage> {
    const where = await this.visibleTo(actor);
    const collection = this.runner.collectionOf(notificationsProjection.name);
    const size = query.numberOfUsersPerPage;
    const [documents, count] = await Promise.all([
      this.readStore.find<NotificationDocument>(collection, { where, orderBy: [{ field: 'position', direction: 'desc' }], offset: (query.page - 1) * size, limit: size }),
      this.readStore.count(collection, where),
    ]);
    return { pages: Math.ceil(count / size), count, page: query.page, result: documents.map(toView) };
  }

  async countUnread(actor: Actor): Promise<{ count: number }> {
    return { count: await this.readStore.count(this.runner.collectionOf(notificationsProjection.name), { ...(await this.visibleTo(actor)), read: false }) };
  }

  async read(actor: Actor, request: ReadNotificationRequest): Promise<{ count: number }> {
    const notificationIds = 'all' in request ? 'all' : request.notificationIds;
    const result = await this.executor.execute({
      streamId: notificationStreamId(actor.id),
      decider: notificationsDecider,
      command: { type: 'ReadNotifications', userId: actor.id, notificationIds },
      actor,
    });
    if (result.position > 0) await this.runner.waitForPosition(result.position);
    return this.countUnread(actor);
  }

  /** Spec doc 1 §6: notifications created for a team are shown only to its owners and admins. */
  private async visibleTo(actor: Actor): Promise<Record<string, ScalarValue>> {
    const membership = await this.readStore.get<MembershipDocument>(this.runner.collectionOf(teamDirectoryProjection.name), membershipDocumentId(actor.id));
    const teamAdmin = membership !== null && (membership.role === 'owner' || membership.role === 'admin');
    return teamAdmin ? { userId: actor.id } : { userId: actor.id, forTeam: false };
  }
}

function toView({ id, kind, params, link, createdForTeam, read, createdAt }: NotificationDocument): NotificationView {
  return { id, kind, params, link, createdForTeam, read, createdAt };
}
