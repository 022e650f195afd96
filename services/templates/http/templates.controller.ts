import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { shareCodeParamSchema } from '../../../contracts/copies/copy-link.js';
import {
  templateListQuerySchema,
  templateSearchQuerySchema,
  type TemplateCategoryView,
  type TemplateDetail,
  type TemplateListQuery,
  type TemplateSummary,
} from '../../../contracts/templates/views.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { presentationIdParamSchema } from '../../presentations/http/presentation-id.param.js';
import { TemplateQueries } from '../application/template-queries.js';

/** Spec doc 3 §9 templates: public reads (template pages are public routes, doc 1 §2 "TemplateView"). */
@ApiTags('templates')
@Controller('api/templates')
export class TemplatesController {
  constructor(private readonly templates: TemplateQueries) {}

  @Get()
  library(@Query(new ZodValidationPipe(templateListQuerySchema)) query: TemplateListQuery): Promise<TemplateCategoryView[]> {
    return this.templates.library(query);
  }

  @Get('search')
  search(@Query(new ZodValidationPipe(templateSearchQuerySchema)) query: { q: string }): Promise<TemplateSummary[]> {
    return this.templates.search(query.q);
  }

  /** Home's admin-picked section (at most 10). */
  @Get('admin-picked')
  adminPicked(): Promise<TemplateSummary[]> {
    return this.templates.adminPicked();
  }

  @Get('by-share-code/:shareCode')
  byShareCode(@Param('shareCode', new ZodValidationPipe(shareCodeParamSchema)) shareCode: string): Promise<TemplateDetail> {
    return this.templates.byShareCode(shareCode);
  }

  /** `/shared-template/{id}`: a template by its presentation's id. */
  @Get('shared/:presentationId')
  byId(@Param('presentationId', new ZodValidationPipe(presentationIdParamSchema)) presentationId: string): Promise<TemplateDetail> {
    return this.templates.byId(presentationId);
  }
}
