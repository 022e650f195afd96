import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../infrastructure/config/app-config.js';
import { AuthGuard } from './auth/auth.guard.js';
import { TOKEN_SERVICE, TokenService } from './auth/token-service.js';
import { GetProfileHandler } from './application/get-profile.js';
import { IdentityRepository } from './application/identity-repository.js';
import { LogInHandler } from './application/log-in.js';
import { RegisterGuestHandler } from './application/register-guest.js';
import { RegisterPresenterHandler } from './application/register-presenter.js';
import { SignInLimits } from './application/sign-in-limits.js';
import { AccountsController } from './http/accounts.controller.js';

@Module({
  controllers: [AccountsController],
  providers: [
    { provide: TOKEN_SERVICE, useFactory: (config: AppConfig) => new TokenService(config.authSecret), inject: [APP_CONFIG] },
    AuthGuard,
    IdentityRepository,
    RegisterPresenterHandler,
    RegisterGuestHandler,
    LogInHandler,
    GetProfileHandler,
    SignInLimits,
  ],
  exports: [IdentityRepository, TOKEN_SERVICE, AuthGuard],
})
export class AccountsModule {}
