import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Actor } from '../../../contracts/events/envelope.js';
import { SPINNER_MESSAGES } from '../../../contracts/spinner-wheel/constants.js';
import type { SpinRequest, UpdateWheelRequest } from '../../../contracts/spinner-wheel/requests.js';
import type { SpinnerWheelState } from '../../../contracts/spinner-wheel/socket-protocol.js';
import { LiveControlService } from '../../live/application/live-control.service.js';
import { LiveSessions, type SessionEntry } from '../../live/application/live-sessions.js';
import { NotFound } from '../../shared-kernel/domain/domain-errors.js';
import type { SpinnerWheelCommand, WheelSource } from '../domain/spinner-wheel.decider.js';
import type { Wheels } from '../domain/wheel.js';
import { RunSpinnerWheelCommand } from './spinner-wheel-commands.js';
import { SpinnerWheels, wheelSlideOf } from './spinner-wheels.js';
import { wheelSource } from './wheel-source.js';

/** 48 random bits as a fraction in [0, 1): the draw the decider turns into the winner. */
const randomFraction = () => randomBytes(6).readUIntBE(0, 6) / 2 ** 48;

/** The presenter's wheel in the running session (spec doc 2 §7: spin, stop and update). */
@Injectable()
export class SpinnerWheelService {
  constructor(
    private readonly commands: CommandBus,
    private readonly control: LiveControlService,
    private readonly sessions: LiveSessions,
    private readonly wheels: SpinnerWheels,
  ) {}

  /** The server draws the winner now; the answer (and every screen) says where the wheel lands. */
  spin(actor: Actor, slideId: string, request: SpinRequest): Promise<SpinnerWheelState> {
    return this.run(actor, request.presentationId, slideId, (source) => ({
      type: 'SpinWheel',
      spinId: request.spinId ?? randomUUID(),
      random: randomFraction(),
      source,
      durationSeconds: request.durationSeconds,
      spins: request.spins,
    }));
  }

  stop(actor: Actor, slideId: string, presentationId: string): Promise<SpinnerWheelState> {
    return this.run(actor, presentationId, slideId, () => ({ type: 'StopWheel', slideId }));
  }

  update(actor: Actor, slideId: string, request: UpdateWheelRequest): Promise<SpinnerWheelState> {
    return this.run(actor, request.presentationId, slideId, (source) => ({
      type: 'UpdateWheel',
      source,
      removeEntryIds: request.removeEntryIds ?? [],
      restoreEntries: request.restoreEntries ?? false,
      includeAudience: request.includeAudience,
    }));
  }

  /** The wheel in the running (or last) session, as the presenter draws it. */
  async state(actor: Actor, presentationId: string, slideId: string): Promise<SpinnerWheelState> {
    await this.ownedWheelSlide(actor, presentationId, slideId);
    const sessionId = (await this.sessions.currentSessionId(presentationId)) ?? (await this.sessions.latestSessionId(presentationId));
    if (sessionId === null) throw new NotFound('This presentation has no live session.');
    const entry = await this.wheels.entry(sessionId);
    return this.drawn(entry.context, entry.state, slideId);
  }

  private async run(actor: Actor, presentationId: string, slideId: string, command: (source: WheelSource) => SpinnerWheelCommand): Promise<SpinnerWheelState> {
    await this.ownedWheelSlide(actor, presentationId, slideId);
    const sessionId = await this.control.requireSession(presentationId);
    // Loaded before the command, so the view follows what it writes and the broadcast goes out.
    await this.wheels.entry(sessionId);
    const session = await this.sessions.entry(sessionId);
    const slide = wheelSlideOf(session, slideId);
    if (!slide) throw new NotFound(SPINNER_MESSAGES.notWheelSlide);
    const result = await this.commands.execute(new RunSpinnerWheelCommand(actor, sessionId, command(wheelSource(slide, session.state.members))));
    return this.drawn(session, result.state.wheels, slideId);
  }

  private drawn(session: SessionEntry | null, wheels: Wheels, slideId: string): SpinnerWheelState {
    const state = session && this.wheels.draw(session, wheels, slideId, 'presenter');
    if (!state) throw new NotFound(SPINNER_MESSAGES.notWheelSlide);
    return state;
  }

  private async ownedWheelSlide(actor: Actor, presentationId: string, slideId: string): Promise<void> {
    const deck = await this.control.ownedDeck(actor, presentationId);
    if (deck.slides.find((slide) => slide.id === slideId)?.type !== 'spinnerWheel') throw new NotFound(SPINNER_MESSAGES.notWheelSlide);
  }
}
