import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { MediaModule } from '../media/media.module.js';
import { PresentationsModule } from '../presentations/presentations.module.js';
import { DocumentImports } from './application/document-imports.js';
import { EditableDecks } from './application/editable-decks.js';
import { ImportNotifier } from './application/import-notifier.js';
import { SheetImports } from './application/sheet-imports.js';
import { ImportsController } from './http/imports.controller.js';
import { ImportsGateway } from './realtime/imports.gateway.js';

/** Issue 27 import: PowerPoint, PDF and legacy .ppt documents, and quiz spreadsheets, into a deck's slides. */
@Module({
  imports: [AccountsModule, MediaModule, PresentationsModule],
  controllers: [ImportsController],
  providers: [DocumentImports, SheetImports, EditableDecks, ImportNotifier, ImportsGateway],
})
export class ImportsModule {}
