import {
  accountActionResponseSchema,
  changeRoleParamsSchema,
  changeRoleRequestSchema,
  changeRoleResponseSchema,
  createUserRequestSchema,
  createUserResponseSchema,
  currentUserResponseSchema,
  deleteAccountResponseSchema,
  errorResponseSchema,
  registeredUsersQuerySchema,
  registeredUsersResponseSchema,
  userIdParamsSchema,
} from '@agrim/contracts';
import { callerOf } from '../access/guard.js';
import type { FastifyZodInstance } from '../http/types.js';
import type { UserService } from './users.service.js';

const denied = { 401: errorResponseSchema, 403: errorResponseSchema };

export function userRoutes(app: FastifyZodInstance, users: UserService) {
  app.get(
    '/api/v1/get/user',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in account (first and only item of data)',
        response: { 200: currentUserResponseSchema, ...denied, 404: errorResponseSchema },
      },
    },
    async (request) => ({ status: 'success' as const, data: [await users.get(callerOf(request))] }),
  );

  app.post(
    '/api/create/user',
    {
      schema: {
        tags: ['users'],
        summary: 'Register an account (roles Expert, Admin, User)',
        body: createUserRequestSchema,
        response: { 201: createUserResponseSchema, 400: errorResponseSchema, ...denied, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await users.create(callerOf(request), request.body);
      return reply.code(201).send({ status: 'success', message: `Account created for ${user.email}.`, data: user });
    },
  );

  app.patch(
    '/api/users/:id/role',
    {
      schema: {
        tags: ['users'],
        summary: "Change another account's role (Expert, Admin, User)",
        description:
          'The caller’s role must be strictly above the account’s current role, and the new role no higher than the caller’s own ' +
          '(an Admin may make a farmer an Expert or an Admin, but cannot change another Admin or a superAdmin); nobody changes their own role (403). ' +
          'The account’s sessions end at once: its next request answers 401 SESSION_ENDED, and it signs in again with the new role. ' +
          'Each change is recorded in the audit log; setting the role it already has changes and records nothing.',
        params: changeRoleParamsSchema,
        body: changeRoleRequestSchema,
        response: { 200: changeRoleResponseSchema, 400: errorResponseSchema, ...denied, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { user, changed } = await users.changeRole(callerOf(request), request.params.id, request.body.role);
      const message = changed ? `${user.email} is now ${user.role}.` : `${user.email} already had the role ${user.role}.`;
      return { status: 'success' as const, message, data: user };
    },
  );

  app.get(
    '/api/get/user/registered',
    {
      schema: {
        tags: ['users'],
        summary: 'Staff accounts (superAdmin, Admin, Expert), newest first; with accounts=all every account',
        description: 'Deleted accounts are never listed; a disabled one is, with `disabled: true`.',
        querystring: registeredUsersQuerySchema,
        response: { 200: registeredUsersResponseSchema, 400: errorResponseSchema, ...denied },
      },
    },
    async (request) => {
      const all = request.query.accounts === 'all';
      const list = await users.listStaff(request.query.accounts);
      return { status: 'success' as const, message: `${list.length} ${all ? '' : 'staff '}accounts.`, data: list };
    },
  );

  const rankRule =
    'The caller’s role must be strictly above the account’s (superAdmin over Admin, Expert and user; Admin over Expert and user); ' +
    'nobody acts on their own account (403). An unknown or deleted account is 404. Recorded in the audit log.';

  app.post(
    '/api/users/:id/disable',
    {
      schema: {
        tags: ['users'],
        summary: 'Disable another account: it cannot sign in and its sessions end at once',
        description:
          `${rankRule} Every access token, refresh token and live stream of the account stops working on its next use. ` +
          'Disabling a disabled account changes and records nothing.',
        params: userIdParamsSchema,
        response: { 200: accountActionResponseSchema, 400: errorResponseSchema, ...denied, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { user, changed } = await users.disable(callerOf(request), request.params.id);
      return {
        status: 'success' as const,
        message: changed ? `${user.email} is disabled.` : `${user.email} was already disabled.`,
        data: user,
      };
    },
  );

  app.post(
    '/api/users/:id/enable',
    {
      schema: {
        tags: ['users'],
        summary: 'Enable a disabled account: it can sign in again',
        description: `${rankRule} Sessions ended by disabling stay ended. Enabling an active account changes and records nothing.`,
        params: userIdParamsSchema,
        response: { 200: accountActionResponseSchema, 400: errorResponseSchema, ...denied, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { user, changed } = await users.enable(callerOf(request), request.params.id);
      return {
        status: 'success' as const,
        message: changed ? `${user.email} can sign in again.` : `${user.email} was not disabled.`,
        data: user,
      };
    },
  );

  app.delete(
    '/api/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Delete another account (anonymised; its farm data stays)',
        description:
          `${rankRule} The account is anonymised, not erased: email deleted-<id>@deleted.invalid, name "Deleted account", ` +
          'no phone, photo, password or second factor, no farm memberships, every session ended. Readings, soil tests, ' +
          'predictions and audit entries stay whole. It disappears from the account lists.',
        params: userIdParamsSchema,
        response: { 200: deleteAccountResponseSchema, 400: errorResponseSchema, ...denied, 404: errorResponseSchema },
      },
    },
    async (request) => {
      await users.delete(callerOf(request), request.params.id);
      return { status: 'success' as const, message: 'The account is deleted.', id: request.params.id };
    },
  );
}
