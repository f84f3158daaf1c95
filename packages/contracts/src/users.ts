import { z } from 'zod';
import { emailSchema, passwordSchema } from './auth.js';
import { assignableRoleSchema, roleSchema } from './roles.js';

/** An account as the API shows it; field names follow spec 3 "Staff user". */
export const userSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    display_name: z.string(),
    phone_number: z.string().nullable(),
    photo_url: z.string().nullable(),
    role: roleSchema,
    email_verified: z.boolean(),
    creation_time: z.iso.datetime(),
    last_login_time: z.iso.datetime().nullable(),
    last_refresh_time: z.iso.datetime().nullable(),
    disabled: z.boolean().describe('A disabled account cannot sign in; its sessions were ended when it was disabled'),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const currentUserResponseSchema = z
  .object({ status: z.literal('success'), data: z.array(userSchema).length(1) })
  .meta({ id: 'CurrentUserResponse' });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

export const createUserRequestSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    display_name: optionalText(100),
    phone_number: optionalText(20).describe('Local number; +91 is prepended'),
    role: assignableRoleSchema.default('User'),
  })
  .meta({ id: 'CreateUserRequest' });
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

export const createUserResponseSchema = z
  .object({ status: z.literal('success'), message: z.string(), data: userSchema })
  .meta({ id: 'CreateUserResponse' });

export const registeredUsersQuerySchema = z.object({
  accounts: z
    .enum(['staff', 'all'])
    .default('staff')
    .describe("'staff' (default, spec 2.20): superAdmin, Admin and Expert accounts; 'all': farmers too"),
});

export const registeredUsersResponseSchema = z
  .object({ status: z.literal('success'), message: z.string(), data: z.array(userSchema) })
  .meta({ id: 'RegisteredUsersResponse' });

/** `users.changeRole`: an Admin or superAdmin gives another account one of the assignable roles. */
// Any text: an id that names no account, well-formed or not, is simply not found (404).
export const changeRoleParamsSchema = z.object({ id: z.string().max(100).describe('The account’s id') });
export const changeRoleRequestSchema = z.object({ role: assignableRoleSchema }).meta({ id: 'ChangeRoleRequest' });
export type ChangeRoleRequest = z.infer<typeof changeRoleRequestSchema>;
export const changeRoleResponseSchema = z
  .object({ status: z.literal('success'), message: z.string(), data: userSchema })
  .meta({ id: 'ChangeRoleResponse' });

/** Account lifecycle (issue 18): disable, enable, delete another account of a strictly lower role. */
export const userIdParamsSchema = changeRoleParamsSchema;
export const accountActionResponseSchema = z
  .object({ status: z.literal('success'), message: z.string(), data: userSchema })
  .meta({ id: 'AccountActionResponse' });
export const deleteAccountResponseSchema = z
  .object({ status: z.literal('success'), message: z.string(), id: z.string() })
  .meta({ id: 'DeleteAccountResponse' });
