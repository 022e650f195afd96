import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { TeamsModule } from '../teams/teams.module.js';
import { ApplyToPresentationsHandler } from './application/bulk-lifecycle.js';
import { CreatePresentationHandler } from './application/create-presentation.js';
import { LifecycleCommandRunner } from './application/lifecycle-command-runner.js';
import { PresentationAudioUploads } from './application/presentation-audio-uploads.js';
import { GetPresentationHandler, ListPresentationsPageHandler } from './application/presentation-queries.js';
import { PresentationReadModels } from './application/presentation-read-models.js';
import { RenamePresentationHandler } from './application/rename-presentation.js';
import { PresentationAudioController } from './http/presentation-audio.controller.js';
import { PresentationsController } from './http/presentations.controller.js';
import { FolderCommandRunner } from './application/folders/folder-command-runner.js';
import { FolderCommands } from './application/folders/folder-commands.js';
import { FolderQueries } from './application/folders/folder-queries.js';
import { FolderSharing } from './application/folders/folder-sharing.js';
import { AccountFoldersController } from './http/account-folders.controller.js';
import { FoldersController } from './http/folders.controller.js';
import { TeamWorkspaceAccess } from './application/workspace/team-workspace-access.js';
import { WorkspaceFolders } from './application/workspace/workspace-folders.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { SharingReads } from './application/sharing/sharing-reads.js';
import { SharingService } from './application/sharing/sharing.service.js';
import { SharedPresentationsController, SharingController } from './http/sharing.controller.js';

@Module({
  imports: [AccountsModule, TeamsModule, NotificationsModule],
  controllers: [PresentationsController, PresentationAudioController, FoldersController, AccountFoldersController, SharingController, SharedPresentationsController],
  providers: [
    PresentationReadModels,
    LifecycleCommandRunner,
    CreatePresentationHandler,
    RenamePresentationHandler,
    ApplyToPresentationsHandler,
    GetPresentationHandler,
    ListPresentationsPageHandler,
    PresentationAudioUploads,
    FolderCommandRunner,
    FolderQueries,
    FolderCommands,
    FolderSharing,
    TeamWorkspaceAccess,
    WorkspaceFolders,
    SharingReads,
    SharingService,
  ],
  exports: [PresentationReadModels, SharingReads, TeamWorkspaceAccess],
})
export class PresentationsModule {}
