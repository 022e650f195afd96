import { Body, Controller, Get, HttpCode, Ip, Param, Patch, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { errorBodySchema } from '../../../contracts/errors/error-body.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import {
  changePasswordRequestSchema,
  createGuestRequestSchema,
  createPresenterRequestSchema,
  loginRequestSchema,
  type ChangePasswordRequest,
  type CreateGuestRequest,
  type CreatePresenterRequest,
  type LoginRequest,
} from '../../../contracts/identity/commands.js';
import { updateUserRequestSchema, type UpdateUserRequest } from '../../../contracts/identity/personal-information.js';
import {
  updateSettingsRequestSchema,
  updateUserSettingRequestSchema,
  type UpdateSettingsRequest,
  type UserSetting,
} from '../../../contracts/identity/remembered-settings.js';
import { authResponseSchema, userViewSchema, type AuthResponse, type UserView } from '../../../contracts/identity/user-view.js';
import { ApiZodBody, ApiZodResponse } from '../../infrastructure/http/api-schema.decorators.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { ChangePasswordCommand } from '../application/change-password.js';
import { GetProfileQuery } from '../application/get-profile.js';
import { UpdateProfileCommand } from '../application/update-profile.js';
import { RememberSettingsCommand, UpdateUserSettingCommand } from '../application/update-settings.js';
import { LogInCommand } from '../application/log-in.js';
import { LogOutCommand } from '../application/log-out.js';
import { RefreshAccessQuery } from '../application/refresh-access.js';
import { RegisterGuestCommand } from '../application/register-guest.js';
import { RegisterPresenterCommand } from '../application/register-presenter.js';
import type { SignedIn } from '../application/sign-ins.js';
import { SignInLimits } from '../application/sign-in-limits.js';
import { AuthGuard, CurrentActor, CurrentSignIn } from '../auth/auth.guard.js';
import { clearSessionCookie, sessionCookieOf, setSessionCookie } from './session-cookie.js';

const userIdParamSchema = z.string().min(1).max(64);

@ApiTags('accounts')
@Controller('api')
export class AccountsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limits: SignInLimits,
  ) {}

  @Post('users/create-presenter')
  @HttpCode(201)
  @ApiZodBody(createPresenterRequestSchema)
  @ApiZodResponse(201, authResponseSchema, 'Registered and signed in (the session cookie is set too)')
  @ApiZodResponse(409, errorBodySchema, 'An account with this email already exists')
  @ApiZodResponse(429, errorBodySchema, 'Too many registrations from this address or for this email (Retry-After)')
  async createPresenter(
    @Body(new ZodValidationPipe(createPresenterRequestSchema)) body: CreatePresenterRequest,
    @Ip() address: string,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthResponse> {
    const signedIn = await this.limits.registration(body.email, address, () => this.commands.execute(new RegisterPresenterCommand(body)));
    return withSessionCookie(request, response, signedIn);
  }

  @Post('auth/login')
  @HttpCode(200)
  @ApiZodBody(loginRequestSchema)
  @ApiZodResponse(200, authResponseSchema, 'Signed in (the session cookie is set too)')
  @ApiZodResponse(429, errorBodySchema, 'Too many failed attempts for this account or from this address (Retry-After)')
  async login(
    @Body(new ZodValidationPipe(loginRequestSchema)) body: LoginRequest,
    @Ip() address: string,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthResponse> {
    const signedIn = await this.limits.login(body.email, address, () => this.commands.execute(new LogInCommand(body)));
    return withSessionCookie(request, response, signedIn);
  }

  @Post('users/create-guest')
  @HttpCode(201)
  @ApiZodBody(createGuestRequestSchema)
  @ApiZodResponse(201, authResponseSchema, 'A guest account and its token (the session cookie is set too)')
  @ApiZodResponse(429, errorBodySchema, 'Too many registrations from this address (Retry-After)')
  async createGuest(
    @Body(new ZodValidationPipe(createGuestRequestSchema)) body: CreateGuestRequest,
    @Ip() address: string,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthResponse> {
    const signedIn = await this.limits.registration(undefined, address, () => this.commands.execute(new RegisterGuestCommand(body.firstName)));
    return withSessionCookie(request, response, signedIn);
  }

  /** A new short-lived access token for the session cookie, while its sign-in has not ended. */
  @Post('auth/refresh')
  @HttpCode(200)
  @ApiZodResponse(200, authResponseSchema, 'A fresh access token')
  @ApiZodResponse(401, errorBodySchema, 'No session, or it has ended')
  async refresh(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AuthResponse> {
    try {
      return await this.queries.execute(new RefreshAccessQuery(sessionCookieOf(request)));
    } catch (error) {
      clearSessionCookie(request, response);
      throw error;
    }
  }

  @Post('users/:userId/logout')
  @HttpCode(204)
  @UseGuards(AuthGuard)
  @ApiBearerAuth()
  async logout(
    @CurrentActor() actor: Actor,
    @CurrentSignIn() signInId: string,
    @Param('userId', new ZodValidationPipe(userIdParamSchema)) userId: string,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    await this.commands.execute(new LogOutCommand(actor, userId, signInId));
    clearSessionCookie(request, response);
  }

  @Post('users/:userId/change-password')
  @HttpCode(204)
  @UseGuards(AuthGuard)
  @ApiBearerAuth()
  @ApiZodBody(changePasswordRequestSchema)
  async changePassword(
    @CurrentActor() actor: Actor,
    @CurrentSignIn() signInId: string,
    @Param('userId', new ZodValidationPipe(userIdParamSchema)) userId: string,
    @Body(new ZodValidationPipe(changePasswordRequestSchema)) body: ChangePasswordRequest,
  ): Promise<void> {
    await this.commands.execute(new ChangePasswordCommand(actor, userId, signInId, body));
  }

  /** Spec doc 1 §7: names (My Account) and personalInformation (onboarding); only the user themself. */
  @Patch('users/:userId')
  @UseGuards(AuthGuard)
  @ApiBearerAuth()
  @ApiZodBody(updateUserRequestSchema)
  @ApiZodResponse(200, userViewSchema, 'The user with the answers stored')
  @ApiZodResponse(404, errorBodySchema, 'Not this user')
  updateUser(
    @CurrentActor() actor: Actor,
    @Param('userId', new ZodValidationPipe(userIdParamSchema)) userId: string,
    @Body(new ZodValidationPipe(updateUserRequestSchema)) body: UpdateUserRequest,
  ): Promise<UserView> {
    return this.commands.execute(new UpdateProfileCommand(actor, userId, body));
  }

  /** Spec doc 1 §7: what the caller's new presentations start with; the whole set, an empty one clears it. */
  @Put('users/update-settings')
  @UseGuards(AuthGuard)
  @ApiBearerAuth()
  @ApiZodBody(updateSettingsRequestSchema)
  @ApiZodResponse(200, userViewSchema, 'The user with the remembered settings stored')
  updateSettings(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(updateSettingsRequestSchema)) body: UpdateSettingsRequest,
  ): Promise<UserView> {
    return this.commands.execute(new RememberSettingsCommand(actor, body.rememberSettings));
  }

  @Patch('user-setting')
  @UseGuards(AuthGuard)
  @ApiBearerAuth()
  @ApiZodBody(updateUserSettingRequestSchema)
  @ApiZodResponse(200, userViewSchema, 'The user with the setting stored')
  updateUserSetting(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(updateUserSettingRequestSchema)) body: UserSetting,
  ): Promise<UserView> {
    return this.commands.execute(new UpdateUserSettingCommand(actor, body));
  }

  @Get('users/get-profile')
  @UseGuards(AuthGuard)
  @ApiBearerAuth()
  @ApiZodResponse(200, userViewSchema, 'The signed-in user')
  getProfile(@CurrentActor() actor: Actor): Promise<UserView> {
    return this.queries.execute(new GetProfileQuery(actor));
  }
}

/** The session token goes into the httpOnly cookie, never into the body. */
function withSessionCookie(request: Request, response: Response, { session, ...body }: SignedIn): AuthResponse {
  setSessionCookie(request, response, session);
  return body;
}
