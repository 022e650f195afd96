import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../contracts/events/envelope.js';
import type { z } from 'zod';
import {
  communityListQuerySchema,
  publishToCommunitySchema,
  unpublishFromCommunitySchema,
  type CommunityFolderView,
} from '../../../contracts/templates/views.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { CommunityPublishing, type PublishedState } from '../application/community-publishing.js';
import { TemplateQueries } from '../application/template-queries.js';

/** Spec doc 3 §9 community: publish and unpublish one's presentations; the list is public like the template library. */
@ApiTags('templates')
@Controller('api/community')
export class CommunityController {
  constructor(
    private readonly publishing: CommunityPublishing,
    private readonly templates: TemplateQueries,
  ) {}

  @Get('templates')
  list(@Query(new ZodValidationPipe(communityListQuerySchema)) query: z.output<typeof communityListQuerySchema>): Promise<CommunityFolderView> {
    return this.templates.community(query.page);
  }

  @Post('public-presentations')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(AuthGuard)
  publish(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(publishToCommunitySchema)) body: z.output<typeof publishToCommunitySchema>): Promise<PublishedState> {
    return this.publishing.publish(actor, body.presentationId, body.category, body.description);
  }

  @Post('unpublic-presentations')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(AuthGuard)
  unpublish(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(unpublishFromCommunitySchema)) body: z.output<typeof unpublishFromCommunitySchema>): Promise<PublishedState> {
    return this.publishing.unpublish(actor, body.presentationId);
  }
}
