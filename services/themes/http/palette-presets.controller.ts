import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { COLOR_PALETTE_PRESETS_V1, COLOR_PALETTE_PRESETS_V2, type ColorPalettePresetsView } from '../../../contracts/themes/palette-presets.js';
import { AuthGuard } from '../../accounts/auth/auth.guard.js';

/** Spec doc 3 §7: the colour palette presets; constants of the product, so the same for every signed-in person. */
@ApiTags('themes')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/preset')
export class PalettePresetsController {
  @Get('color-palettes')
  v1(): ColorPalettePresetsView {
    return COLOR_PALETTE_PRESETS_V1;
  }

  @Get('v2/color-palettes')
  v2(): ColorPalettePresetsView {
    return COLOR_PALETTE_PRESETS_V2;
  }
}
