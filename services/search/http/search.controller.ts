import { applyDecorators, Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import { errorBodySchema } from '../../../contracts/errors/error-body.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import {
  SEARCH_MAX_LIMIT,
  SEARCH_QUERY_MAX_LENGTH,
  globalSearchResponseSchema,
  presentationSearchResponseSchema,
  searchQuerySchema,
  type GlobalSearchResponse,
  type PresentationSearchResponse,
  type SearchQuery,
} from '../../../contracts/search/search.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ApiZodResponse } from '../../infrastructure/http/api-schema.decorators.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { SearchPresentations } from '../application/search-presentations.js';

const SearchQueryDocs = () =>
  applyDecorators(
  ApiQuery({ name: 'q', required: true, description: `Words to find, at most ${SEARCH_QUERY_MAX_LENGTH} characters; case and accents do not matter` }),
  ApiQuery({ name: 'page', required: false }),
  ApiQuery({ name: 'limit', required: false, description: `Results per page, at most ${SEARCH_MAX_LIMIT}` }),
  );

/** Spec doc 1 §7 and doc 3: search over the presentations the caller may see (not the trash). */
@ApiTags('search')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/search')
export class SearchController {
  constructor(private readonly search: SearchPresentations) {}

  @Get('presentation')
  @SearchQueryDocs()
  @ApiZodResponse(200, presentationSearchResponseSchema, 'Presentations whose title or slides hold every word, best match first')
  @ApiZodResponse(400, errorBodySchema, 'No query, a query too long, or a page or limit out of range')
  presentations(@CurrentActor() actor: Actor, @Query(new ZodValidationPipe(searchQuerySchema)) query: SearchQuery): Promise<PresentationSearchResponse> {
    return this.search.presentations(actor, query);
  }

  @Get('global')
  @SearchQueryDocs()
  @ApiZodResponse(200, globalSearchResponseSchema, 'Presentations by title and single slides by their text, best match first')
  @ApiZodResponse(400, errorBodySchema, 'No query, a query too long, or a page or limit out of range')
  global(@CurrentActor() actor: Actor, @Query(new ZodValidationPipe(searchQuerySchema)) query: SearchQuery): Promise<GlobalSearchResponse> {
    return this.search.global(actor, query);
  }
}
