import { Body, Controller, Get, HttpCode, Ip, Param, Post, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { errorBodySchema } from '../../../contracts/errors/error-body.js';
import { z } from 'zod';
import { joinSessionRequestSchema, joinTokenSchema, type AudienceEntryInfo, type JoinSessionRequest, type JoinSessionResponse } from '../../../contracts/live/join.js';
import { ApiZodBody, ApiZodResponse } from '../../infrastructure/http/api-schema.decorators.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { AdmissionService } from '../application/admission.service.js';

const accessCodeParamSchema = z.string().trim().min(1).max(32);
const entryQuerySchema = z.object({ joinToken: joinTokenSchema.optional() });

/** The audience's way in: no account, just the access code. */
@ApiTags('audience')
@Controller('api/audience')
export class AudienceController {
  constructor(private readonly admission: AdmissionService) {}

  /** `joinToken`: the live session's, from the presenter's QR code or join link (then only per-session limits apply). */
  @Get('presentation/:accessCode')
  @ApiQuery({ name: 'joinToken', required: false })
  @ApiZodResponse(429, errorBodySchema, 'Too many unknown codes from this address, or too many lookups of this one (Retry-After)')
  entryInfo(
    @Param('accessCode', new ZodValidationPipe(accessCodeParamSchema)) accessCode: string,
    @Query(new ZodValidationPipe(entryQuerySchema)) query: z.infer<typeof entryQuerySchema>,
    @Ip() address: string,
  ): Promise<AudienceEntryInfo> {
    return this.admission.entryInfo(accessCode, address, query.joinToken);
  }

  /** 200 with a token for the session's sockets; 422 when the presentation is not live or the session is full. */
  @Post('join')
  @HttpCode(200)
  @ApiZodBody(joinSessionRequestSchema)
  @ApiZodResponse(429, errorBodySchema, 'Too many joins (from this address without the join token, or to this session) (Retry-After)')
  join(@Body(new ZodValidationPipe(joinSessionRequestSchema)) body: JoinSessionRequest, @Ip() address: string): Promise<JoinSessionResponse> {
    return this.admission.join(body, address);
  }
}
