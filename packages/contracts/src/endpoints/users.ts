import { endpoint, errorResponses } from '../endpoint.js';
import { ADMIN_ROLES, ROLES } from '../roles.js';
import {
  accountActionResponseSchema,
  changeRoleParamsSchema,
  changeRoleRequestSchema,
  changeRoleResponseSchema,
  createUserRequestSchema,
  createUserResponseSchema,
  currentUserResponseSchema,
  deleteAccountResponseSchema,
  farmersQuerySchema,
  farmersResponseSchema,
  registeredUsersQuerySchema,
  registeredUsersResponseSchema,
  userIdParamsSchema,
} from '../users.js';

const tags = ['users'];
const errors = errorResponses(400, 401, 403, 404);
// Role changes and the account lifecycle (issue 18): only on an account of a role strictly below the caller's.
const onLowerAccount = { roles: ADMIN_ROLES, owner: 'outranked' } as const;

const RANK_RULE =
  'The caller’s role must be strictly above the account’s (superAdmin over Admin, Expert and user; Admin over Expert and user); ' +
  'nobody acts on their own account (403). An unknown or deleted account is 404. Recorded in the audit log.';

/** Accounts: the caller's own, registering, the staff list, roles and the account lifecycle (server: `apps/server/src/users/`). */
export const users = {
  current: endpoint({
    method: 'GET',
    path: '/api/v1/get/user',
    tags,
    summary: 'The signed-in account (first and only item of data)',
    response: { 200: currentUserResponseSchema, ...errorResponses(401, 403, 404) },
    access: { roles: ROLES, owner: 'ownAccount' },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/create/user',
    tags,
    summary: 'Register an account (roles Expert, Admin, User)',
    description:
      'Issue 22: a farmer (role User) can be registered onto a farm in the same step: `farm` names an existing farm (`id`) or a new one ' +
      '(`name`, `district`, `state`), and `device` registers a device there. The account, the farm, the membership and the device are ' +
      'created in one transaction (all or nothing); the answer adds `farm`, `device` and `deviceKey` (shown once). Each step is recorded in the audit log.',
    body: createUserRequestSchema,
    response: { 201: createUserResponseSchema, ...errorResponses(400, 401, 403, 409) },
    access: { roles: ADMIN_ROLES },
  }),
  farmers: endpoint({
    method: 'GET',
    path: '/api/users/farmers',
    tags,
    summary: 'Farmer accounts (role user) with their farms, devices, last reading and last sign-in; search and pages',
    description:
      'Issue 22: the staff list (spec 2.20) keeps to staff; farmers are listed here. Newest first; deleted accounts never, disabled ones with `disabled: true`.',
    query: farmersQuerySchema,
    response: { 200: farmersResponseSchema, ...errorResponses(400, 401, 403) },
    access: { roles: ADMIN_ROLES },
  }),
  changeRole: endpoint({
    method: 'PATCH',
    path: '/api/users/:id/role',
    tags,
    summary: "Change another account's role (Expert, Admin, User)",
    description:
      'The caller’s role must be strictly above the account’s current role, and the new role no higher than the caller’s own ' +
      '(an Admin may make a farmer an Expert or an Admin, but cannot change another Admin or a superAdmin); nobody changes their own role (403). ' +
      'The account’s sessions end at once: its next request answers 401 SESSION_ENDED, and it signs in again with the new role. ' +
      'Each change is recorded in the audit log; setting the role it already has changes and records nothing.',
    params: changeRoleParamsSchema,
    body: changeRoleRequestSchema,
    response: { 200: changeRoleResponseSchema, ...errors },
    access: onLowerAccount,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/get/user/registered',
    tags,
    summary: 'Staff accounts (superAdmin, Admin, Expert), newest first; with accounts=all every account',
    description: 'Deleted accounts are never listed; a disabled one is, with `disabled: true`.',
    query: registeredUsersQuerySchema,
    response: { 200: registeredUsersResponseSchema, ...errorResponses(400, 401, 403) },
    // Issue 18, least privilege: the staff list is for the roles that manage accounts (spec 2.20, 6).
    access: { roles: ADMIN_ROLES },
  }),
  disable: endpoint({
    method: 'POST',
    path: '/api/users/:id/disable',
    tags,
    summary: 'Disable another account: it cannot sign in and its sessions end at once',
    description:
      `${RANK_RULE} Every access token, refresh token and live stream of the account stops working on its next use. ` +
      'Disabling a disabled account changes and records nothing.',
    params: userIdParamsSchema,
    response: { 200: accountActionResponseSchema, ...errors },
    // Account lifecycle (issue 18).
    access: onLowerAccount,
  }),
  enable: endpoint({
    method: 'POST',
    path: '/api/users/:id/enable',
    tags,
    summary: 'Enable a disabled account: it can sign in again',
    description: `${RANK_RULE} Sessions ended by disabling stay ended. Enabling an active account changes and records nothing.`,
    params: userIdParamsSchema,
    response: { 200: accountActionResponseSchema, ...errors },
    access: onLowerAccount,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/users/:id',
    tags,
    summary: 'Delete another account (anonymised; its farm data stays)',
    description:
      `${RANK_RULE} The account is anonymised, not erased: email deleted-<id>@deleted.invalid, name "Deleted account", ` +
      'no phone, photo, password or second factor, no farm memberships, every session ended. Readings, soil tests, ' +
      'predictions and audit entries stay whole. It disappears from the account lists.',
    params: userIdParamsSchema,
    response: { 200: deleteAccountResponseSchema, ...errors },
    access: onLowerAccount,
  }),
};
