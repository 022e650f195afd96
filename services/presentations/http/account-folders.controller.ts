import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { errorBodySchema } from '../../../contracts/errors/error-body.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import { moveToFolderResponseSchema, type MoveToFolderResponse } from '../../../contracts/folders/read-models.js';
import { accountIdParamSchema, moveToFolderRequestSchema, type MoveToFolderRequest } from '../../../contracts/folders/requests.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ApiZodBody, ApiZodResponse } from '../../infrastructure/http/api-schema.decorators.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { FolderCommands } from '../application/folders/folder-commands.js';

/** Moving presentations in and out of folders (spec doc 1 §6); in personal mode the account is the caller's own id. */
@ApiTags('folders')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/account-folder')
export class AccountFoldersController {
  constructor(private readonly commands: FolderCommands) {}

  @Post(':accountId/presentation/move-to-folder')
  @HttpCode(200)
  @ApiZodBody(moveToFolderRequestSchema)
  @ApiZodResponse(200, moveToFolderResponseSchema, 'The presentations now in the folder (folderId null: at the top of My Presentations)')
  @ApiZodResponse(422, errorBodySchema, 'The folder would hold more than 500 presentations')
  movePresentations(
    @CurrentActor() actor: Actor,
    @Param('accountId', new ZodValidationPipe(accountIdParamSchema)) accountId: string,
    @Body(new ZodValidationPipe(moveToFolderRequestSchema)) body: MoveToFolderRequest,
  ): Promise<MoveToFolderResponse> {
    return this.commands.movePresentations(actor, accountId, body);
  }
}
