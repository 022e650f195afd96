import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { ApplyToPresentationsHandler } from './application/bulk-lifecycle.js';
import { CreatePresentationHandler } from './application/create-presentation.js';
import { LifecycleCommandRunner } from './application/lifecycle-command-runner.js';
import { PresentationAudioUploads } from './application/presentation-audio-uploads.js';
import { GetPresentationHandler, ListPresentationsPageHandler } from './application/presentation-queries.js';
import { PresentationReadModels } from './application/presentation-read-models.js';
import { RenamePresentationHandler } from './application/rename-presentation.js';
import { PresentationAudioController } from './http/presentation-audio.controller.js';
import { PresentationsController } from './http/presentations.controller.js';

@Module({
  imports: [AccountsModule],
  controllers: [PresentationsController, PresentationAudioController],
  providers: [
    PresentationReadModels,
    LifecycleCommandRunner,
    CreatePresentationHandler,
    RenamePresentationHandler,
    ApplyToPresentationsHandler,
    GetPresentationHandler,
    ListPresentationsPageHandler,
    PresentationAudioUploads,
  ],
  exports: [PresentationReadModels],
})
export class PresentationsModule {}
