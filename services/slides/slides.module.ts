import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { PresentationsModule } from '../presentations/presentations.module.js';
import { DeckEditing } from './application/deck-editing.js';
import { GetDeckEventsHandler } from './application/deck-events-query.js';
import { DeckLookup } from './application/deck-lookup.js';
import { richTextSanitiserProvider } from './application/rich-text-sanitiser.provider.js';
import { GetDeckPermissionsHandler } from './application/deck-permissions-query.js';
import { GetEditableDeckHandler } from './application/editable-deck-query.js';
import { GetDeckHistoryHandler } from './application/history/deck-history-query.js';
import { GetDeckVersionHandler } from './application/history/deck-version-query.js';
import { RunDeckCommandHandler } from './application/run-deck-command.js';
import { DeckHistoryController } from './http/deck-history.controller.js';
import { DeckPermissionsController } from './http/deck-permissions.controller.js';
import { HintsController } from './http/hints.controller.js';
import { PresentationDeckController } from './http/presentation-deck.controller.js';
import { SlideEmbedController } from './http/slide-embed.controller.js';
import { SlideOptionsController } from './http/slide-options.controller.js';
import { SlidesController } from './http/slides.controller.js';
import { DeckGateway } from './realtime/deck.gateway.js';
import { CopyByShareCode } from './application/copies/copy-by-share-code.js';
import { CopyLinks } from './application/copies/copy-links.js';
import { TakeOver } from './application/take-over.js';
import { CopyByShareCodeController, CopyLinkController, SharePageController } from './http/copy-link.controller.js';
import { TakeOverController } from './http/take-over.controller.js';
import { TakeOverSocket } from './realtime/take-over.socket.js';

/** Deck authoring: slides, options, hints, embeds, settings, look and participant info, over HTTP and socket.io. */
@Module({
  imports: [AccountsModule, PresentationsModule],
  controllers: [SlideEmbedController, SlidesController, SlideOptionsController, HintsController, PresentationDeckController, DeckHistoryController, DeckPermissionsController, TakeOverController, CopyLinkController, CopyByShareCodeController, SharePageController],
  providers: [
    richTextSanitiserProvider,
    RunDeckCommandHandler,
    GetDeckEventsHandler,
    GetDeckHistoryHandler,
    GetDeckVersionHandler,
    GetDeckPermissionsHandler,
    GetEditableDeckHandler,
    DeckLookup,
    DeckEditing,
    DeckGateway,
    TakeOver,
    TakeOverSocket,
    CopyLinks,
    CopyByShareCode,
  ],
})
export class SlidesModule {}
