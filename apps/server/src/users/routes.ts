import { endpoints } from '@agrim/contracts';
import { callerOf } from '../access/guard.js';
import { registerRoutes } from '../http/routes.js';
import { registerRecordChecks } from '../access/records.js';
import type { FastifyZodInstance } from '../http/types.js';
import type { User } from '@agrim/contracts';
import { userChecks } from './records.js';
import type { UserService } from './users.service.js';

/** How an answer names an account: its email, or a farmer's number as the caller may see it (issue 41). */
const nameOf = (user: User) => user.email ?? user.phone_number ?? user.id;

export function userRoutes(app: FastifyZodInstance, users: UserService) {
  registerRecordChecks(app, userChecks(users));
  registerRoutes(app, endpoints.users, {
    current: async (request) => ({ status: 'success' as const, data: [await users.get(callerOf(request))] }),
    create: async (request, reply) => {
      const { user, farm, device, deviceKey } = await users.register(callerOf(request), request.body);
      const message = device
        ? `Account created for ${nameOf(user)}, on ${farm!.name} with the device ${device.name}.`
        : farm
          ? `Account created for ${nameOf(user)}, on ${farm.name}.`
          : `Account created for ${nameOf(user)}.`;
      return reply.code(201).send({
        status: 'success',
        message,
        data: user,
        ...(farm ? { farm } : {}),
        ...(device ? { device, deviceKey } : {}),
      });
    },
    farmers: async (request) => {
      const { farmers, total, page, pageSize } = await users.listFarmers(callerOf(request), request.query);
      return { status: 'success' as const, data: farmers, total, page, page_size: pageSize };
    },
    changeRole: async (request) => {
      const { user, changed } = await users.changeRole(callerOf(request), request.params.id, request.body.role);
      const message = changed ? `${nameOf(user)} is now ${user.role}.` : `${nameOf(user)} already had the role ${user.role}.`;
      return { status: 'success' as const, message, data: user };
    },
    list: async (request) => {
      const all = request.query.accounts === 'all';
      const list = await users.listStaff(request.query.accounts, callerOf(request));
      return { status: 'success' as const, message: `${list.length} ${all ? '' : 'staff '}accounts.`, data: list };
    },
    disable: async (request) => {
      const { user, changed } = await users.disable(callerOf(request), request.params.id);
      return {
        status: 'success' as const,
        message: changed ? `${nameOf(user)} is disabled.` : `${nameOf(user)} was already disabled.`,
        data: user,
      };
    },
    enable: async (request) => {
      const { user, changed } = await users.enable(callerOf(request), request.params.id);
      return {
        status: 'success' as const,
        message: changed ? `${nameOf(user)} can sign in again.` : `${nameOf(user)} was not disabled.`,
        data: user,
      };
    },
    delete: async (request) => {
      await users.delete(callerOf(request), request.params.id);
      return { status: 'success' as const, message: 'The account is deleted.', id: request.params.id };
    },
  });
}
