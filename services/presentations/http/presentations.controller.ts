import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Patch, Post, Query, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { errorBodySchema } from '../../../contracts/errors/error-body.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import {
  createPresentationRequestSchema,
  listDeletedPresentationsQuerySchema,
  listPresentationsQuerySchema,
  presentationIdsRequestSchema,
  renamePresentationRequestSchema,
  type CreatePresentationRequest,
  type ListDeletedPresentationsQuery,
  type ListPresentationsQuery,
} from '../../../contracts/presentations/commands.js';
import {
  bulkPresentationResultSchema,
  presentationSummarySchema,
  type BulkPresentationResult,
  type PresentationSummary,
} from '../../../contracts/presentations/read-models.js';
import { deletedPresentationListWithExportDataSchema, presentationDetailSchema, presentationListWithExportDataSchema } from '../../../contracts/presentations/with-export-data.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ApiZodBody, ApiZodResponse } from '../../infrastructure/http/api-schema.decorators.js';
import { etagFor, revisionFromIfMatch } from '../../infrastructure/http/etag.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { ApplyToPresentationsCommand } from '../application/bulk-lifecycle.js';
import { CreatePresentationCommand } from '../application/create-presentation.js';
import { GetPresentationQuery, ListPresentationsPageQuery, type PresentationDetail } from '../application/presentation-queries.js';
import { PresentationReadModels } from '../application/presentation-read-models.js';
import { RenamePresentationCommand } from '../application/rename-presentation.js';
import { presentationIdParamSchema } from './presentation-id.param.js';

type Ids = { presentationIds: string[] };

@ApiTags('presentations')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/presentation')
export class PresentationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readModels: PresentationReadModels,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiZodBody(createPresentationRequestSchema)
  @ApiZodResponse(201, presentationSummarySchema, 'The new presentation; its ETag is the stream revision')
  async create(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(createPresentationRequestSchema)) body: CreatePresentationRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PresentationSummary> {
    const created = await this.commands.execute(new CreatePresentationCommand(actor, body));
    response.setHeader('ETag', etagFor(created.revision));
    return created;
  }

  @Get()
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'sortColumn', required: false, enum: ['updatedAt', 'createdAt', 'name'] })
  @ApiQuery({ name: 'sortOrder', required: false, enum: ['asc', 'desc'] })
  @ApiZodResponse(200, presentationListWithExportDataSchema, "The caller's presentations, newest change first by default")
  async list(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(listPresentationsQuerySchema)) query: ListPresentationsQuery,
  ) {
    const page = await this.queries.execute(new ListPresentationsPageQuery(actor, false, query));
    return { presentations: page.items, numberOfPresentationPages: page.numberOfPresentationPages };
  }

  @Get('deleted')
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'sortColumn', required: false, enum: ['deletedAt', 'updatedAt', 'createdAt', 'name'] })
  @ApiQuery({ name: 'sortOrder', required: false, enum: ['asc', 'desc'] })
  @ApiZodResponse(200, deletedPresentationListWithExportDataSchema, 'The trash, most recently deleted first by default')
  async listDeleted(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(listDeletedPresentationsQuerySchema)) query: ListDeletedPresentationsQuery,
  ) {
    const page = await this.queries.execute(new ListPresentationsPageQuery(actor, true, query));
    return { result: page.items, numberOfPresentationPages: page.numberOfPresentationPages };
  }

  @Post('restore')
  @HttpCode(200)
  @ApiZodBody(presentationIdsRequestSchema)
  @ApiZodResponse(200, bulkPresentationResultSchema, 'Which presentations came back from the trash')
  restore(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(presentationIdsRequestSchema)) body: Ids,
  ): Promise<BulkPresentationResult> {
    return this.commands.execute(new ApplyToPresentationsCommand(actor, 'restore', body.presentationIds));
  }

  @Delete('permanent')
  @ApiZodBody(presentationIdsRequestSchema)
  @ApiZodResponse(200, bulkPresentationResultSchema, 'Which presentations were deleted for good')
  deletePermanently(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(presentationIdsRequestSchema)) body: Ids,
  ): Promise<BulkPresentationResult> {
    return this.commands.execute(new ApplyToPresentationsCommand(actor, 'deletePermanently', body.presentationIds));
  }

  @Delete()
  @ApiZodBody(presentationIdsRequestSchema)
  @ApiZodResponse(200, bulkPresentationResultSchema, "Which presentations went to the trash, with the spec's toast texts")
  moveToTrash(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(presentationIdsRequestSchema)) body: Ids,
  ): Promise<BulkPresentationResult> {
    return this.commands.execute(new ApplyToPresentationsCommand(actor, 'trash', body.presentationIds));
  }

  @Get(':id')
  @ApiZodResponse(200, presentationDetailSchema, "The deck: settings, look and slides in order, each with its options in order, and the latest report export's state; the ETag header carries its revision")
  @ApiZodResponse(404, errorBodySchema, 'No such presentation')
  async get(
    @CurrentActor() actor: Actor,
    @Param('id', new ZodValidationPipe(presentationIdParamSchema)) presentationId: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PresentationDetail> {
    const presentation = await this.queries.execute(new GetPresentationQuery(actor, presentationId));
    response.setHeader('ETag', etagFor(presentation.revision));
    // Joined here, not in the query: the editing paths that reuse the query need no export state.
    return { ...presentation, exportData: await this.readModels.exportData(presentationId) };
  }

  @Patch(':id')
  @ApiHeader({ name: 'If-Match', required: false, description: 'The ETag last read; a stale one gives 409' })
  @ApiZodBody(renamePresentationRequestSchema)
  @ApiZodResponse(200, presentationSummarySchema, 'The renamed presentation with its new ETag')
  @ApiZodResponse(409, errorBodySchema, 'If-Match is stale: someone changed the presentation since')
  async rename(
    @CurrentActor() actor: Actor,
    @Param('id', new ZodValidationPipe(presentationIdParamSchema)) presentationId: string,
    @Body(new ZodValidationPipe(renamePresentationRequestSchema)) body: { name: string },
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PresentationSummary> {
    const renamed = await this.commands.execute(
      new RenamePresentationCommand(actor, presentationId, body.name, revisionFromIfMatch(ifMatch)),
    );
    response.setHeader('ETag', etagFor(renamed.revision));
    return renamed;
  }
}
