import { Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { shareCodeParamSchema, type CopyLinkView, type CopyResult, type SharePageView } from '../../../contracts/copies/copy-link.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { presentationIdParamSchema } from '../../presentations/http/presentation-id.param.js';
import { CopyByShareCode } from '../application/copies/copy-by-share-code.js';
import { CopyLinks } from '../application/copies/copy-links.js';

const presentationIdParam = new ZodValidationPipe(presentationIdParamSchema);
const shareCodeParam = new ZodValidationPipe(shareCodeParamSchema);

/** Spec doc 1 §3 "share a copy": the presentation's copy link, opened and closed by those who may share a copy. */
@ApiTags('sharing')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/presentation/:presentationId/share-copy')
export class CopyLinkController {
  constructor(private readonly links: CopyLinks) {}

  @Get()
  link(@CurrentActor() actor: Actor, @Param('presentationId', presentationIdParam) presentationId: string): Promise<CopyLinkView> {
    return this.links.link(actor, presentationId);
  }

  @Post()
  @HttpCode(200)
  share(@CurrentActor() actor: Actor, @Param('presentationId', presentationIdParam) presentationId: string): Promise<CopyLinkView> {
    return this.links.share(actor, presentationId);
  }

  @Delete()
  revoke(@CurrentActor() actor: Actor, @Param('presentationId', presentationIdParam) presentationId: string): Promise<CopyLinkView> {
    return this.links.revoke(actor, presentationId);
  }
}

/** Spec doc 1 §9 / doc 3 §9 "copy presentation by share code": the copy becomes the caller's own presentation. */
@ApiTags('sharing')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/presentation/copy-by-share-code')
export class CopyByShareCodeController {
  constructor(private readonly copies: CopyByShareCode) {}

  @Post(':shareCode')
  @HttpCode(201)
  copy(@CurrentActor() actor: Actor, @Param('shareCode', shareCodeParam) shareCode: string): Promise<CopyResult> {
    return this.copies.copy(actor, shareCode);
  }
}

/** Spec doc 1 §2 `/share/{id}`: the public share page's content, read with the link's code and no login. */
@ApiTags('sharing')
@Controller('api/share')
export class SharePageController {
  constructor(private readonly links: CopyLinks) {}

  @Get(':shareCode')
  page(@Param('shareCode', shareCodeParam) shareCode: string): Promise<SharePageView> {
    return this.links.sharePage(shareCode);
  }
}
