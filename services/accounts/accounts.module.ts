import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../infrastructure/config/app-config.js';
import { AuthGuard } from './auth/auth.guard.js';
import { Authenticator } from './auth/authenticator.js';
import { SignInRevocations } from './auth/sign-in-revocations.js';
import { TOKEN_SERVICE, TokenService } from './auth/token-service.js';
import { ChangePasswordHandler } from './application/change-password.js';
import { GetProfileHandler } from './application/get-profile.js';
import { UpdateProfileHandler } from './application/update-profile.js';
import { RememberSettingsHandler, UpdateUserSettingHandler } from './application/update-settings.js';
import { IdentityRepository } from './application/identity-repository.js';
import { LogInHandler } from './application/log-in.js';
import { LogOutHandler } from './application/log-out.js';
import { RefreshAccessHandler } from './application/refresh-access.js';
import { RegisterGuestHandler } from './application/register-guest.js';
import { RegisterPresenterHandler } from './application/register-presenter.js';
import { SignIns } from './application/sign-ins.js';
import { SignInLimits } from './application/sign-in-limits.js';
import { AccountsController } from './http/accounts.controller.js';
import { PasswordResetController } from './http/password-reset.controller.js';
import { CheckResetLinkHandler } from './application/password-reset/check-reset-link.js';
import { RequestPasswordResetHandler } from './application/password-reset/request-password-reset.js';
import { ResetPasswordHandler } from './application/password-reset/reset-password.js';

@Module({
  controllers: [AccountsController, PasswordResetController],
  providers: [
    { provide: TOKEN_SERVICE, useFactory: (config: AppConfig) => new TokenService(config.authSecret), inject: [APP_CONFIG] },
    SignInRevocations,
    Authenticator,
    AuthGuard,
    IdentityRepository,
    SignIns,
    RegisterPresenterHandler,
    RegisterGuestHandler,
    LogInHandler,
    LogOutHandler,
    ChangePasswordHandler,
    RefreshAccessHandler,
    GetProfileHandler,
    UpdateProfileHandler,
    RememberSettingsHandler,
    UpdateUserSettingHandler,
    SignInLimits,
    RequestPasswordResetHandler,
    CheckResetLinkHandler,
    ResetPasswordHandler,
  ],
  exports: [IdentityRepository, TOKEN_SERVICE, Authenticator, SignInRevocations, AuthGuard],
})
export class AccountsModule {}
