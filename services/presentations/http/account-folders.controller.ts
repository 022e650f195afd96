import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { errorBodySchema } from '../../../contracts/errors/error-body.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import {
  createFolderResponseSchema,
  deleteFolderResponseSchema,
  folderContentsResponseSchema,
  moveToFolderResponseSchema,
  updateFolderResponseSchema,
  workspaceFolderListSchema,
  type DeleteFolderResponse,
  type Folder,
  type FolderContents,
  type MoveToFolderResponse,
  type WorkspaceFolderList,
} from '../../../contracts/folders/read-models.js';
import {
  accountIdParamSchema,
  createFolderRequestSchema,
  folderIdParamSchema,
  folderSortQuerySchema,
  moveToFolderRequestSchema,
  updateFolderRequestSchema,
  type CreateFolderRequest,
  type FolderSortQuery,
  type MoveToFolderRequest,
  type UpdateFolderRequest,
} from '../../../contracts/folders/requests.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ApiZodBody, ApiZodResponse } from '../../infrastructure/http/api-schema.decorators.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { SortColumnQuery, SortOrderQuery } from './folder-sort-query.js';
import { WorkspaceFolders } from '../application/workspace/workspace-folders.js';

const accountIdPipe = new ZodValidationPipe(accountIdParamSchema);
const folderIdPipe = new ZodValidationPipe(folderIdParamSchema);

/**
 * An account's folders (spec doc 1 §7): the caller's own id is their personal workspace, their team's id the
 * team workspace (README "Team roles": members view, create and move; owners and admins also rename and delete).
 */
@ApiTags('folders')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/account-folder')
export class AccountFoldersController {
  constructor(private readonly folders: WorkspaceFolders) {}

  @Get(':accountId/folder')
  @SortColumnQuery
  @SortOrderQuery
  @ApiZodResponse(200, workspaceFolderListSchema, "The workspace's top folders and the presentations outside every folder")
  @ApiZodResponse(404, errorBodySchema, 'Neither your own account nor your team')
  top(
    @CurrentActor() actor: Actor,
    @Param('accountId', accountIdPipe) accountId: string,
    @Query(new ZodValidationPipe(folderSortQuerySchema)) sort: FolderSortQuery,
  ): Promise<WorkspaceFolderList> {
    return this.folders.top(actor, accountId, sort);
  }

  @Post(':accountId/folder')
  @HttpCode(201)
  @ApiZodBody(createFolderRequestSchema)
  @ApiZodResponse(201, createFolderResponseSchema, 'The new folder')
  @ApiZodResponse(422, errorBodySchema, 'The parent is already 10 levels deep')
  async create(
    @CurrentActor() actor: Actor,
    @Param('accountId', accountIdPipe) accountId: string,
    @Body(new ZodValidationPipe(createFolderRequestSchema)) body: CreateFolderRequest,
  ): Promise<{ code: number; folder: Folder }> {
    return { code: 201, folder: await this.folders.create(actor, accountId, body) };
  }

  @Get(':accountId/folder/:folderId')
  @SortColumnQuery
  @SortOrderQuery
  @ApiZodResponse(200, folderContentsResponseSchema, "A folder's breadcrumb, subfolders and presentations in the list's order")
  @ApiZodResponse(404, errorBodySchema, 'No such folder in this workspace')
  contents(
    @CurrentActor() actor: Actor,
    @Param('accountId', accountIdPipe) accountId: string,
    @Param('folderId', folderIdPipe) folderId: string,
    @Query(new ZodValidationPipe(folderSortQuerySchema)) sort: FolderSortQuery,
  ): Promise<FolderContents> {
    return this.folders.contents(actor, accountId, folderId, sort);
  }

  @Patch(':accountId/folder/:folderId')
  @ApiZodBody(updateFolderRequestSchema)
  @ApiZodResponse(200, updateFolderResponseSchema, 'The renamed and/or moved folder')
  @ApiZodResponse(403, errorBodySchema, 'Your team role may not edit folders')
  @ApiZodResponse(422, errorBodySchema, 'The move would nest a folder more than 10 deep, or into itself')
  async update(
    @CurrentActor() actor: Actor,
    @Param('accountId', accountIdPipe) accountId: string,
    @Param('folderId', folderIdPipe) folderId: string,
    @Body(new ZodValidationPipe(updateFolderRequestSchema)) body: UpdateFolderRequest,
  ): Promise<{ folder: Folder }> {
    return { folder: await this.folders.update(actor, accountId, folderId, body) };
  }

  @Delete(':accountId/folder/:folderId')
  @ApiZodResponse(200, deleteFolderResponseSchema, 'The folders deleted (this one and all under it) and the presentations that went to the trash')
  @ApiZodResponse(403, errorBodySchema, 'Your team role may not delete folders')
  @ApiZodResponse(422, errorBodySchema, 'A team folder still holding presentations')
  delete(
    @CurrentActor() actor: Actor,
    @Param('accountId', accountIdPipe) accountId: string,
    @Param('folderId', folderIdPipe) folderId: string,
  ): Promise<DeleteFolderResponse> {
    return this.folders.delete(actor, accountId, folderId);
  }

  @Post(':accountId/presentation/move-to-folder')
  @HttpCode(200)
  @ApiZodBody(moveToFolderRequestSchema)
  @ApiZodResponse(200, moveToFolderResponseSchema, 'The presentations now in the folder (folderId null: at the top of the workspace)')
  @ApiZodResponse(422, errorBodySchema, 'The folder would hold more than 500 presentations')
  movePresentations(
    @CurrentActor() actor: Actor,
    @Param('accountId', accountIdPipe) accountId: string,
    @Body(new ZodValidationPipe(moveToFolderRequestSchema)) body: MoveToFolderRequest,
  ): Promise<MoveToFolderResponse> {
    return this.folders.movePresentations(actor, accountId, body);
  }
}
