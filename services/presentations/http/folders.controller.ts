import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { errorBodySchema } from '../../../contracts/errors/error-body.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import {
  createFolderResponseSchema,
  deleteFolderResponseSchema,
  folderContentsResponseSchema,
  folderListResponseSchema,
  fullFolderTreeResponseSchema,
  updateFolderResponseSchema,
  editableFolderTreesResponseSchema,
  folderCollaboratorsResponseSchema,
  shareSubFoldersResponseSchema,
  sharedFolderListResponseSchema,
  type EditableFolderTrees,
  type FolderCollaboratorsResponse,
  type SharedFolder,
  type ShareSubFolders,
  type DeleteFolderResponse,
  type Folder,
  type FolderContents,
  type FolderTreeNode,
} from '../../../contracts/folders/read-models.js';
import {
  createFolderRequestSchema,
  folderIdParamSchema,
  folderSortQuerySchema,
  updateFolderRequestSchema,
  addFolderCollaboratorsRequestSchema,
  changeFolderCollaboratorRequestSchema,
  removeFolderCollaboratorsRequestSchema,
  type AddFolderCollaboratorsRequest,
  type ChangeFolderCollaboratorRequest,
  type RemoveFolderCollaboratorsRequest,
  type CreateFolderRequest,
  type FolderSortQuery,
  type UpdateFolderRequest,
} from '../../../contracts/folders/requests.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ApiZodBody, ApiZodResponse } from '../../infrastructure/http/api-schema.decorators.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { SortColumnQuery, SortOrderQuery } from './folder-sort-query.js';
import { FolderCommands } from '../application/folders/folder-commands.js';
import { FolderQueries } from '../application/folders/folder-queries.js';
import { FolderSharing } from '../application/folders/folder-sharing.js';


/** Personal folders (spec doc 1 §3, §6 Folders): the caller's own tree, and the folders shared with them. */
@ApiTags('folders')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/folder')
export class FoldersController {
  constructor(
    private readonly commands: FolderCommands,
    private readonly queries: FolderQueries,
    private readonly sharing: FolderSharing,
  ) {}

  @Get()
  @SortColumnQuery
  @SortOrderQuery
  @ApiZodResponse(200, folderListResponseSchema, 'The folders at the top of My Presentations')
  async list(@CurrentActor() actor: Actor, @Query(new ZodValidationPipe(folderSortQuerySchema)) sort: FolderSortQuery): Promise<{ folders: Folder[] }> {
    return { folders: await this.queries.topFolders(actor, sort) };
  }

  @Get('share')
  @SortColumnQuery
  @SortOrderQuery
  @ApiZodResponse(200, sharedFolderListResponseSchema, 'The folders shared with you (Shared With Me), each with your role and permissions')
  async shared(@CurrentActor() actor: Actor, @Query(new ZodValidationPipe(folderSortQuerySchema)) sort: FolderSortQuery): Promise<{ folders: SharedFolder[] }> {
    return { folders: await this.sharing.sharedWithMe(actor, sort) };
  }

  @Get('editable-folder-trees')
  @ApiZodResponse(200, editableFolderTreesResponseSchema, 'Your own folder tree and the folders shared with you to edit')
  editableTrees(@CurrentActor() actor: Actor): Promise<EditableFolderTrees> {
    return this.sharing.editableTrees(actor);
  }

  @Get(':folderId/get-share-sub-folders')
  @SortColumnQuery
  @SortOrderQuery
  @ApiZodResponse(200, shareSubFoldersResponseSchema, 'Inside a folder shared with you: its subfolders and presentations, with your permissions')
  @ApiZodResponse(404, errorBodySchema, 'No such folder shared with you')
  shareSubFolders(
    @CurrentActor() actor: Actor,
    @Param('folderId', new ZodValidationPipe(folderIdParamSchema)) folderId: string,
    @Query(new ZodValidationPipe(folderSortQuerySchema)) sort: FolderSortQuery,
  ): Promise<ShareSubFolders> {
    return this.sharing.subFolders(actor, folderId, sort);
  }

  @Post(':folderId/collaborators')
  @HttpCode(201)
  @ApiZodBody(addFolderCollaboratorsRequestSchema)
  @ApiZodResponse(201, folderCollaboratorsResponseSchema, 'Everyone the folder is shared with')
  @ApiZodResponse(422, errorBodySchema, 'An email without an account, yourself, or more than 100 collaborators')
  addCollaborators(
    @CurrentActor() actor: Actor,
    @Param('folderId', new ZodValidationPipe(folderIdParamSchema)) folderId: string,
    @Body(new ZodValidationPipe(addFolderCollaboratorsRequestSchema)) body: AddFolderCollaboratorsRequest,
  ): Promise<FolderCollaboratorsResponse> {
    return this.sharing.add(actor, folderId, body);
  }

  @Get(':folderId/collaborators')
  @ApiZodResponse(200, folderCollaboratorsResponseSchema, 'Everyone the folder is shared with (for its owner and its collaborators)')
  collaborators(@CurrentActor() actor: Actor, @Param('folderId', new ZodValidationPipe(folderIdParamSchema)) folderId: string): Promise<FolderCollaboratorsResponse> {
    return this.sharing.list(actor, folderId);
  }

  @Patch(':folderId/collaborators')
  @ApiZodBody(changeFolderCollaboratorRequestSchema)
  @ApiZodResponse(200, folderCollaboratorsResponseSchema, "The collaborators, one with a new role")
  changeCollaborator(
    @CurrentActor() actor: Actor,
    @Param('folderId', new ZodValidationPipe(folderIdParamSchema)) folderId: string,
    @Body(new ZodValidationPipe(changeFolderCollaboratorRequestSchema)) body: ChangeFolderCollaboratorRequest,
  ): Promise<FolderCollaboratorsResponse> {
    return this.sharing.changeRole(actor, folderId, body);
  }

  @Delete(':folderId/collaborators/leave')
  @HttpCode(204)
  @ApiZodResponse(404, errorBodySchema, 'The folder is not shared with you')
  async leave(@CurrentActor() actor: Actor, @Param('folderId', new ZodValidationPipe(folderIdParamSchema)) folderId: string): Promise<void> {
    await this.sharing.leave(actor, folderId);
  }

  @Delete(':folderId/collaborators')
  @ApiZodBody(removeFolderCollaboratorsRequestSchema)
  @ApiZodResponse(200, folderCollaboratorsResponseSchema, 'The collaborators left')
  removeCollaborators(
    @CurrentActor() actor: Actor,
    @Param('folderId', new ZodValidationPipe(folderIdParamSchema)) folderId: string,
    @Body(new ZodValidationPipe(removeFolderCollaboratorsRequestSchema)) body: RemoveFolderCollaboratorsRequest,
  ): Promise<FolderCollaboratorsResponse> {
    return this.sharing.remove(actor, folderId, body);
  }

  @Get('get-full-folder-tree')
  @ApiZodResponse(200, fullFolderTreeResponseSchema, 'Every folder, nested, each level by name')
  async fullTree(@CurrentActor() actor: Actor): Promise<{ folderTree: FolderTreeNode[] }> {
    return { folderTree: await this.queries.fullTree(actor) };
  }

  @Post()
  @HttpCode(201)
  @ApiZodBody(createFolderRequestSchema)
  @ApiZodResponse(201, createFolderResponseSchema, 'The new folder')
  @ApiZodResponse(422, errorBodySchema, 'The parent is already 10 levels deep')
  async create(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(createFolderRequestSchema)) body: CreateFolderRequest,
  ): Promise<{ code: number; folder: Folder }> {
    return { code: 201, folder: await this.commands.create(actor, body) };
  }

  @Get(':folderId')
  @SortColumnQuery
  @SortOrderQuery
  @ApiZodResponse(200, folderContentsResponseSchema, "A folder's breadcrumb, subfolders and presentations in the list's order")
  @ApiZodResponse(404, errorBodySchema, 'No such folder of yours')
  contents(
    @CurrentActor() actor: Actor,
    @Param('folderId', new ZodValidationPipe(folderIdParamSchema)) folderId: string,
    @Query(new ZodValidationPipe(folderSortQuerySchema)) sort: FolderSortQuery,
  ): Promise<FolderContents> {
    return this.queries.contents(actor, folderId, sort);
  }

  @Patch(':folderId')
  @ApiZodBody(updateFolderRequestSchema)
  @ApiZodResponse(200, updateFolderResponseSchema, 'The renamed and/or moved folder')
  @ApiZodResponse(422, errorBodySchema, 'The move would nest a folder more than 10 deep, or into itself')
  async update(
    @CurrentActor() actor: Actor,
    @Param('folderId', new ZodValidationPipe(folderIdParamSchema)) folderId: string,
    @Body(new ZodValidationPipe(updateFolderRequestSchema)) body: UpdateFolderRequest,
  ): Promise<{ folder: Folder }> {
    return { folder: await this.commands.update(actor, folderId, body) };
  }

  @Delete(':folderId')
  @ApiZodResponse(200, deleteFolderResponseSchema, 'The folders deleted (this one and all under it) and the presentations that went to the trash')
  delete(
    @CurrentActor() actor: Actor,
    @Param('folderId', new ZodValidationPipe(folderIdParamSchema)) folderId: string,
  ): Promise<DeleteFolderResponse> {
    return this.commands.delete(actor, folderId);
  }
}
