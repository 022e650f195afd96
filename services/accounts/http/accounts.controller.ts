import { Body, Controller, Get, HttpCode, Ip, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { errorBodySchema } from '../../../contracts/errors/error-body.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import {
  createGuestRequestSchema,
  createPresenterRequestSchema,
  loginRequestSchema,
  type CreateGuestRequest,
  type CreatePresenterRequest,
  type LoginRequest,
} from '../../../contracts/identity/commands.js';
import { authResponseSchema, userViewSchema, type AuthResponse, type UserView } from '../../../contracts/identity/user-view.js';
import { ApiZodBody, ApiZodResponse } from '../../infrastructure/http/api-schema.decorators.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { GetProfileQuery } from '../application/get-profile.js';
import { LogInQuery } from '../application/log-in.js';
import { RegisterGuestCommand } from '../application/register-guest.js';
import { RegisterPresenterCommand } from '../application/register-presenter.js';
import { SignInLimits } from '../application/sign-in-limits.js';
import { AuthGuard, CurrentActor } from '../auth/auth.guard.js';

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
  @ApiZodResponse(201, authResponseSchema, 'Registered and signed in')
  @ApiZodResponse(409, errorBodySchema, 'An account with this email already exists')
  @ApiZodResponse(429, errorBodySchema, 'Too many registrations from this address or for this email (Retry-After)')
  createPresenter(@Body(new ZodValidationPipe(createPresenterRequestSchema)) body: CreatePresenterRequest, @Ip() address: string): Promise<AuthResponse> {
    return this.limits.registration(body.email, address, () => this.commands.execute(new RegisterPresenterCommand(body)));
  }

  @Post('auth/login')
  @HttpCode(200)
  @ApiZodBody(loginRequestSchema)
  @ApiZodResponse(200, authResponseSchema, 'Signed in')
  @ApiZodResponse(429, errorBodySchema, 'Too many failed attempts for this account or from this address (Retry-After)')
  login(@Body(new ZodValidationPipe(loginRequestSchema)) body: LoginRequest, @Ip() address: string): Promise<AuthResponse> {
    return this.limits.login(body.email, address, () => this.queries.execute(new LogInQuery(body)));
  }

  @Post('users/create-guest')
  @HttpCode(201)
  @ApiZodBody(createGuestRequestSchema)
  @ApiZodResponse(201, authResponseSchema, 'A guest account and its token')
  @ApiZodResponse(429, errorBodySchema, 'Too many registrations from this address (Retry-After)')
  createGuest(@Body(new ZodValidationPipe(createGuestRequestSchema)) body: CreateGuestRequest, @Ip() address: string): Promise<AuthResponse> {
    return this.limits.registration(undefined, address, () => this.commands.execute(new RegisterGuestCommand(body.firstName)));
  }

  @Get('users/get-profile')
  @UseGuards(AuthGuard)
  @ApiBearerAuth()
  @ApiZodResponse(200, userViewSchema, 'The signed-in user')
  getProfile(@CurrentActor() actor: Actor): Promise<UserView> {
    return this.queries.execute(new GetProfileQuery(actor));
  }
}
