import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { errorBodySchema } from '../../../contracts/errors/error-body.js';
import {
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  resetLinkRequestSchema,
  resetLinkResponseSchema,
  resetPasswordRequestSchema,
  type ForgotPasswordRequest,
  type ForgotPasswordResponse,
  type ResetLinkRequest,
  type ResetLinkResponse,
  type ResetPasswordRequest,
} from '../../../contracts/identity/password-reset.js';
import { ApiZodBody, ApiZodResponse } from '../../infrastructure/http/api-schema.decorators.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { CheckResetLinkCommand } from '../application/password-reset/check-reset-link.js';
import { RequestPasswordResetCommand } from '../application/password-reset/request-password-reset.js';
import { ResetPasswordCommand } from '../application/password-reset/reset-password.js';

/** Forgot password (spec doc 1 §2, /pages/forgot-password): the spec names no API paths for it, so these sit beside auth/login. */
@ApiTags('accounts')
@Controller('api/auth')
export class PasswordResetController {
  constructor(private readonly commands: CommandBus) {}

  @Post('forgot-password')
  @HttpCode(202)
  @ApiZodBody(forgotPasswordRequestSchema)
  @ApiZodResponse(202, forgotPasswordResponseSchema, 'The same answer whether or not an account has this email; delivery says where a link goes')
  @ApiZodResponse(429, errorBodySchema, 'Too many requests from this address or for this email (Retry-After)')
  forgotPassword(@Body(new ZodValidationPipe(forgotPasswordRequestSchema)) body: ForgotPasswordRequest, @Ip() address: string): Promise<ForgotPasswordResponse> {
    return this.commands.execute(new RequestPasswordResetCommand(body.email, address));
  }

  @Post('reset-password/check')
  @HttpCode(200)
  @ApiZodBody(resetLinkRequestSchema)
  @ApiZodResponse(200, resetLinkResponseSchema, 'The link works: the account it changes and until when')
  @ApiZodResponse(422, errorBodySchema, 'The link is not valid, was used, or has expired')
  checkResetLink(@Body(new ZodValidationPipe(resetLinkRequestSchema)) body: ResetLinkRequest): Promise<ResetLinkResponse> {
    return this.commands.execute(new CheckResetLinkCommand(body.token));
  }

  @Post('reset-password')
  @HttpCode(204)
  @ApiZodBody(resetPasswordRequestSchema)
  @ApiZodResponse(422, errorBodySchema, 'The link is not valid, was used, or has expired')
  async resetPassword(@Body(new ZodValidationPipe(resetPasswordRequestSchema)) body: ResetPasswordRequest): Promise<void> {
    await this.commands.execute(new ResetPasswordCommand(body));
  }
}
