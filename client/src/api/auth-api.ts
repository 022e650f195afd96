import type { CreatePresenterRequest, LoginRequest } from '../../../contracts/identity/commands.js';
import { authResponseSchema, userViewSchema, type AuthResponse, type UserView } from '../../../contracts/identity/user-view.js';
import type { HttpClient } from './http-client.js';

export interface AuthApi {
  login(request: LoginRequest): Promise<AuthResponse>;
  register(request: CreatePresenterRequest): Promise<AuthResponse>;
  profile(signal?: AbortSignal): Promise<UserView>;
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
    profile(signal) {
      return http.get('/api/users/get-profile/', { schema: userViewSchema, signal });
    },
  };
}
