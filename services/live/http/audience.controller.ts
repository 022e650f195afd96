import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { joinSessionRequestSchema, type AudienceEntryInfo, type JoinSessionRequest, type JoinSessionResponse } from '../../../contracts/live/join.js';
import { ApiZodBody } from '../../infrastructure/http/api-schema.decorators.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { AdmissionService } from '../application/admission.service.js';

const accessCodeParamSchema = z.string().trim().min(1).max(32);

/** The audience's way in: no account, just the access code. */
@ApiTags('audience')
@Controller('api/audience')
export class AudienceController {
  constructor(private readonly admission: AdmissionService) {}

  @Get('presentation/:accessCode')
  entryInfo(@Param('accessCode', new ZodValidationPipe(accessCodeParamSchema)) accessCode: string): Promise<AudienceEntryInfo> {
    return this.admission.entryInfo(accessCode);
  }

  /** 200 with a token for the session's sockets; 422 when the presentation is not live or the session is full. */
  @Post('join')
  @HttpCode(200)
  @ApiZodBody(joinSessionRequestSchema)
  join(@Body(new ZodValidationPipe(joinSessionRequestSchema)) body: JoinSessionRequest): Promise<JoinSessionResponse> {
    return this.admission.join(body);
  }
}
