import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { TeamsModule } from '../teams/teams.module.js';
import { ThemesService } from './application/themes.service.js';
import { PalettePresetsController } from './http/palette-presets.controller.js';
import { ThemesController } from './http/themes.controller.js';

@Module({
  imports: [AccountsModule, TeamsModule],
  controllers: [ThemesController, PalettePresetsController],
  providers: [ThemesService],
})
export class ThemesModule {}
