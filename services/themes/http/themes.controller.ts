import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../contracts/events/envelope.js';
import { saveThemeRequestSchema, shareThemeRequestSchema, themeIdSchema, type SaveThemeRequest, type ShareThemeRequest } from '../../../contracts/themes/requests.js';
import type { ThemeListView, ThemeView } from '../../../contracts/themes/views.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ApiZodBody } from '../../infrastructure/http/api-schema.decorators.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { ThemesService } from '../application/themes.service.js';

const themeIdParam = new ZodValidationPipe(themeIdSchema);

/** Spec doc 3 §7 "Themes and attributes": the theme lists and a person's saved themes (applying one is PATCH /api/presentation/{id}/theme). */
@ApiTags('themes')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/presentation-themes')
export class ThemesController {
  constructor(private readonly themes: ThemesService) {}

  @Get()
  personal(@CurrentActor() actor: Actor): Promise<ThemeListView> {
    return this.themes.personal(actor);
  }

  @Post()
  @HttpCode(201)
  @ApiZodBody(saveThemeRequestSchema)
  save(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(saveThemeRequestSchema)) body: SaveThemeRequest): Promise<ThemeView> {
    return this.themes.save(actor, body);
  }

  @Get('official')
  official(): ThemeListView {
    return this.themes.official();
  }

  @Get('share-by-team')
  sharedWithTeam(@CurrentActor() actor: Actor): Promise<ThemeListView> {
    return this.themes.sharedWithTeam(actor);
  }

  @Get(':themeId')
  get(@CurrentActor() actor: Actor, @Param('themeId', themeIdParam) themeId: string): Promise<ThemeView> {
    return this.themes.get(actor, themeId);
  }

  @Patch(':themeId')
  @ApiZodBody(shareThemeRequestSchema)
  share(@CurrentActor() actor: Actor, @Param('themeId', themeIdParam) themeId: string, @Body(new ZodValidationPipe(shareThemeRequestSchema)) body: ShareThemeRequest): Promise<ThemeView> {
    return this.themes.share(actor, themeId, body.isShareWithTeam);
  }

  @Delete(':themeId')
  @HttpCode(204)
  delete(@CurrentActor() actor: Actor, @Param('themeId', themeIdParam) themeId: string): Promise<void> {
    return this.themes.delete(actor, themeId);
  }
}
