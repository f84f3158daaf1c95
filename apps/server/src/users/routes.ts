import {
  changeRoleParamsSchema,
  changeRoleRequestSchema,
  changeRoleResponseSchema,
  createUserRequestSchema,
  createUserResponseSchema,
  currentUserResponseSchema,
  errorResponseSchema,
  registeredUsersResponseSchema,
} from '@agrim/contracts';
import { callerOf } from '../access/guard.js';
import type { FastifyZodInstance } from '../http/types.js';
import type { UserService } from './service.js';

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
          'Nobody changes their own role, and a superAdmin’s role is not changed here (403). ' +
          'The account’s open sessions get the new role at their next token refresh (within the access token’s lifetime). ' +
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
        summary: 'Staff accounts (superAdmin, Admin, Expert), newest first',
        response: { 200: registeredUsersResponseSchema, ...denied },
      },
    },
    async () => {
      const staff = await users.listStaff();
      return { status: 'success' as const, message: `${staff.length} staff accounts.`, data: staff };
    },
  );
}
