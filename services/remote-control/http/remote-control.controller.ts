import { Body, Controller, Get, HttpCode, Ip, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { errorBodySchema } from '../../../contracts/errors/error-body.js';
import { remoteAccessCodeParamSchema, remoteControlRequestSchema, type RemoteControlRequest, type RemoteControlView } from '../../../contracts/remote/remote-control.js';
import { ApiZodBody, ApiZodResponse } from '../../infrastructure/http/api-schema.decorators.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { uuidParamSchema } from '../../live/http/live-requests.js';
import { RemoteControlService } from '../application/remote-control.service.js';

/** The remote page's calls: no account, only the presentation's remote access code (in its link). */
@ApiTags('remote-control')
@Controller('api/remote-control/:presentationId/:remoteAccessCode')
export class RemoteControlController {
  constructor(private readonly remote: RemoteControlService) {}

  @Get()
  @ApiZodResponse(429, errorBodySchema, 'Too many wrong links from this address, or too many presses for this presentation (Retry-After)')
  view(
    @Param('presentationId', new ZodValidationPipe(uuidParamSchema)) presentationId: string,
    @Param('remoteAccessCode', new ZodValidationPipe(remoteAccessCodeParamSchema)) code: string,
    @Ip() address: string,
  ): Promise<RemoteControlView> {
    return this.remote.view(presentationId, code, address);
  }

  /** One press: navigateSlide next|previous, a switch "true"|"false", or audioControl / themeUpdate as JSON text. */
  @Post()
  @HttpCode(200)
  @ApiZodBody(remoteControlRequestSchema)
  @ApiZodResponse(429, errorBodySchema, 'Too many wrong links from this address, or too many presses for this presentation (Retry-After)')
  send(
    @Param('presentationId', new ZodValidationPipe(uuidParamSchema)) presentationId: string,
    @Param('remoteAccessCode', new ZodValidationPipe(remoteAccessCodeParamSchema)) code: string,
    @Body(new ZodValidationPipe(remoteControlRequestSchema)) body: RemoteControlRequest,
    @Ip() address: string,
  ): Promise<RemoteControlView> {
    return this.remote.send(presentationId, code, address, body);
  }
}
