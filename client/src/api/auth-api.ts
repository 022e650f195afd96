import type { CreatePresenterRequest, LoginRequest } from '../../../contracts/identity/commands.js';
import {
  forgotPasswordResponseSchema,
  resetLinkResponseSchema,
  type ForgotPasswordResponse,
  type ResetLinkResponse,
} from '../../../contracts/identity/password-reset.js';
import { authResponseSchema, userViewSchema, type AuthResponse, type UserView } from '../../../contracts/identity/user-view.js';
import type { HttpClient } from './http-client.js';

export interface AuthApi {
  login(request: LoginRequest): Promise<AuthResponse>;
  register(request: CreatePresenterRequest): Promise<AuthResponse>;
  /** Spec doc 1 §2: a guest account, to try the editor without registering. */
  createGuest(): Promise<AuthResponse>;
  profile(signal?: AbortSignal): Promise<UserView>;
  /** A new access token from the httpOnly session cookie (sent by the browser, never read by scripts). */
  refresh(): Promise<AuthResponse>;
  /** Spec doc 1 §7: ends this sign-in on the server, so its tokens and cookie stop working everywhere. */
  logout(userId: string, token: string): Promise<void>;
  /** Mails a reset link if an account has this email; the answer is the same either way and says where mail goes. */
  forgotPassword(email: string): Promise<ForgotPasswordResponse>;
  /** Whether a reset link still works, and for which account. */
  checkResetLink(token: string): Promise<ResetLinkResponse>;
  resetPassword(token: string, newPassword: string): Promise<void>;
}

export function createAuthApi(http: HttpClient): AuthApi {
  return {
    async login(request) {
      const { data } = await http.request('POST', '/api/auth/login', { body: request, schema: authResponseSchema, anonymous: true });
      return data;
    },
    async register(request) {
      const { data } = await http.request('POST', '/api/users/create-presenter', {
        body: request,
        schema: authResponseSchema,
        anonymous: true,
      });
      return data;
    },
    async createGuest() {
      const { data } = await http.request('POST', '/api/users/create-guest', { body: {}, schema: authResponseSchema, anonymous: true });
      return data;
    },
    profile(signal) {
      return http.get('/api/users/get-profile/', { schema: userViewSchema, signal });
    },
    async refresh() {
      return (await http.request('POST', '/api/auth/refresh', { schema: authResponseSchema, anonymous: true, background: true })).data;
    },
    async logout(userId, token) {
      // Anonymous with its own header, in the background: signing out shows no modal whatever the answer.
      await http.request('POST', `/api/users/${encodeURIComponent(userId)}/logout`, {
        anonymous: true,
        background: true,
        headers: { Authorization: `Bearer ${token}` },
      });
    },
    async forgotPassword(email) {
      return (await http.request('POST', '/api/auth/forgot-password', { body: { email }, schema: forgotPasswordResponseSchema, anonymous: true })).data;
    },
    async checkResetLink(token) {
      return (await http.request('POST', '/api/auth/reset-password/check', { body: { token }, schema: resetLinkResponseSchema, anonymous: true })).data;
    },
    async resetPassword(token, newPassword) {
      await http.request('POST', '/api/auth/reset-password', { body: { token, newPassword }, anonymous: true });
    },
  };
}
