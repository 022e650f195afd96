import type { ChangePasswordRequest } from '../../../contracts/identity/commands.js';
import type { UpdateUserRequest } from '../../../contracts/identity/personal-information.js';
import { userViewSchema, type UserView } from '../../../contracts/identity/user-view.js';
import type { HttpClient } from './http-client.js';

/** My Account (spec doc 1 §7): the presenter's names and password. */
export interface AccountApi {
  update(userId: string, request: UpdateUserRequest): Promise<UserView>;
  /** The other sign-ins end; this one stays. */
  changePassword(userId: string, request: ChangePasswordRequest): Promise<void>;
}

export function createAccountApi(http: HttpClient): AccountApi {
  return {
    async update(userId, request) {
      return (await http.request('PATCH', `/api/users/${encodeURIComponent(userId)}`, { body: request, schema: userViewSchema })).data;
    },
    async changePassword(userId, request) {
      await http.request('POST', `/api/users/${encodeURIComponent(userId)}/change-password`, { body: request });
    },
  };
}
