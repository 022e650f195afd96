import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { timingSafeEqual } from 'node:crypto';
import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import { REMOTE_MESSAGES, remoteControlStreamId, type RemoteAccessCodeResponse, type RemoteControlRequest, type RemoteControlView } from '../../../contracts/remote/remote-control.js';
import { BusinessRuleViolated, NotFound, ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import { RateLimits } from '../../infrastructure/rate-limits/rate-limits.js';
import type { RateLimit } from '../../infrastructure/rate-limits/rate-limit.js';
import { LiveViewRunner, type LiveViewHandle } from '../../infrastructure/realtime/live-views/live-view-runner.js';
import { LiveControlService } from '../../live/application/live-control.service.js';
import { LiveDecks } from '../../live/application/live-decks.js';
import { LiveSessions } from '../../live/application/live-sessions.js';
import { generateUniqueAccessCode } from '../../presentations/application/access-codes.js';
import { REMOTE_CODE_NOT_FOUND, type RemoteControlCommand, type RemoteControlState } from '../domain/remote-control.decider.js';
import { readRemoteEntry } from '../domain/remote-entry.js';
import { REMOTE_ACTOR, RunRemoteControlCommand } from './remote-control-commands.js';
import { remoteControlView } from './remote-control.view.js';

const TOO_MANY_MISSES = 'Too many remote-control links that did not work from here. Please wait a moment.';
const TOO_MANY_CALLS = 'The remote is pressing faster than this presentation accepts. Please wait a moment.';

function sameCode(held: string, given: string): boolean {
  const a = Buffer.from(held);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Remote access codes (the presenter's), and what a remote with a valid code sees and does. */
@Injectable()
export class RemoteControlService {
  private readonly remotes: LiveViewHandle<RemoteControlState, null>;
  private readonly misses: RateLimit;
  private readonly calls: RateLimit;

  constructor(
    runner: LiveViewRunner,
    limits: RateLimits,
    private readonly commands: CommandBus,
    private readonly control: LiveControlService,
    private readonly decks: LiveDecks,
    private readonly sessions: LiveSessions,
  ) {
    this.remotes = runner.register(remoteControlView);
    this.misses = limits.shared('remoteCodeMissesPerAddress', TOO_MANY_MISSES);
    this.calls = limits.shared('remoteCallsPerPresentation', TOO_MANY_CALLS);
  }

  /** Generated when absent: the presenter's remote panel asks for it when it opens. */
  ensureCode(actor: Actor, presentationId: string): Promise<RemoteAccessCodeResponse> {
    return this.onCode(actor, presentationId, { type: 'EnsureRemoteAccessCode', presentationId, code: generateUniqueAccessCode() });
  }

  /** The old link stops working; a new one replaces it. */
  regenerateCode(actor: Actor, presentationId: string): Promise<RemoteAccessCodeResponse> {
    return this.onCode(actor, presentationId, { type: 'RegenerateRemoteAccessCode', presentationId, code: generateUniqueAccessCode() });
  }

  revokeCode(actor: Actor, presentationId: string): Promise<RemoteAccessCodeResponse> {
    return this.onCode(actor, presentationId, { type: 'RevokeRemoteAccessCode', presentationId });
  }

  async view(presentationId: string, code: string, address: string): Promise<RemoteControlView> {
    const deck = await this.authorise(presentationId, code, address);
    return this.present(deck);
  }

  /** One press of the remote. A value its key does not take is a 400; JSON that cannot be read, a warning. */
  async send(presentationId: string, code: string, address: string, request: RemoteControlRequest): Promise<RemoteControlView> {
    const deck = await this.authorise(presentationId, code, address);
    const reading = readRemoteEntry(request.key, request.value);
    if (!reading.ok) {
      if (reading.kind === 'invalid') throw new ValidationFailed(`value: ${reading.message}`, [{ path: 'value', message: reading.message }]);
      return { ...(await this.present(deck)), warning: reading.message };
    }
    if (reading.effect.key === 'navigateSlide') {
      if ((await this.sessions.currentSessionId(presentationId)) === null) throw new BusinessRuleViolated(REMOTE_MESSAGES.notLive);
      await this.control.stepLiveSlide(REMOTE_ACTOR, deck, reading.effect.direction);
    } else {
      await this.commands.execute(new RunRemoteControlCommand(REMOTE_ACTOR, { type: 'SetRemoteEntry', presentationId, code, key: reading.effect.key, value: request.value }));
    }
    return this.present(deck);
  }

  /** Every remote press of a presentation whose remote control is loaded (RemoteControlBroadcaster). */
  onChange(listener: Parameters<LiveViewHandle<RemoteControlState, null>['onChange']>[0]): () => void {
    return this.remotes.onChange(listener);
  }

  private async onCode(actor: Actor, presentationId: string, command: RemoteControlCommand): Promise<RemoteAccessCodeResponse> {
    await this.control.ownedDeck(actor, presentationId);
    const result = await this.commands.execute(new RunRemoteControlCommand(actor, command));
    return { remoteAccessCode: result.state.code };
  }

  /** A wrong code, an unknown presentation and a revoked link answer alike; each such miss counts against the address. */
  private async authorise(presentationId: string, code: string, address: string): Promise<DeckDocument> {
    await this.misses.check(address);
    const [remote, deck] = await Promise.all([this.remotes.get(remoteControlStreamId(presentationId)), this.decks.get(presentationId)]);
    const held = remote.state.code;
    if (!deck || deck.deletedAt !== null || held === null || !sameCode(held, code)) {
      await this.misses.take(address);
      throw new NotFound(REMOTE_CODE_NOT_FOUND);
    }
    await this.calls.take(presentationId);
    return deck;
  }

  private async present(deck: DeckDocument): Promise<RemoteControlView> {
    const sessionId = await this.sessions.currentSessionId(deck.id);
    const session = sessionId === null ? null : (await this.sessions.session(sessionId)).state;
    const slides = [...deck.slides].sort((a, b) => a.order - b.order);
    const index = session && session.status !== 'none' ? slides.findIndex((slide) => slide.id === session.activeSlideId) : -1;
    const entries = (await this.remotes.get(remoteControlStreamId(deck.id))).state.entries;
    return {
      presentationId: deck.id,
      presentationName: deck.name,
      live: sessionId !== null,
      slide: index < 0 ? null : { position: index + 1, total: slides.length, title: slides[index]!.title ?? '' },
      entries: { ...entries },
      audio: { slide: index >= 0 && Boolean(slides[index]!.audio), presentation: Boolean(deck.attributes.audio) },
    };
  }
}
