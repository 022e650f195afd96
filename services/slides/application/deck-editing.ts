import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { DeckCommand } from '../../../contracts/deck/deck-commands.js';
import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import type { DeckLookupDocument, DeckPartKind } from '../../../projections/deck-lookup/deck-lookup.projection.js';
import { GetPresentationQuery } from '../../presentations/application/presentation-queries.js';
import { DeckLookup } from './deck-lookup.js';
import { RunDeckCommand, type DeckCommandOutcome } from './run-deck-command.js';

export interface DeckEdit {
  readonly outcome: DeckCommandOutcome;
  /** The deck as the read model shows it once the command's events are in. */
  readonly deck: DeckDocument;
}

/** What the deck routes share: find the presentation of a part, run a command, read the deck back. */
@Injectable()
export class DeckEditing {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly lookup: DeckLookup,
  ) {}

  presentationOf(actor: Actor, kind: DeckPartKind, id: string): Promise<string> {
    return this.lookup.presentationOf(actor, kind, id);
  }

  /** The presentation and slide of a slide, option or hint (404 with the spec's message if unknown or not the actor's). */
  find(actor: Actor, kind: DeckPartKind, id: string): Promise<DeckLookupDocument> {
    return this.lookup.find(actor, kind, id);
  }

  /** The deck of a presentation the actor owns (404 otherwise, as for an unknown id). */
  deck(actor: Actor, presentationId: string): Promise<DeckDocument> {
    return this.queries.execute(new GetPresentationQuery(actor, presentationId));
  }

  async edit(actor: Actor, command: DeckCommand, expectedRevision?: number): Promise<DeckEdit> {
    const outcome = await this.commands.execute(new RunDeckCommand(actor, command, { expectedRevision }));
    return { outcome, deck: await this.deck(actor, command.data.presentationId) };
  }
}
