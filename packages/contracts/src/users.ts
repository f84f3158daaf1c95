import { z } from 'zod';
import { emailSchema, passwordSchema } from './auth.js';
import { assignableRoleSchema, roleSchema } from './roles.js';
import { deviceSchema, farmSchema } from './sensors.js';

/** An account as the API shows it; field names follow spec 3 "Staff user". */
export const userSchema = z
  .object({
    id: z.string(),
    email: z.string().nullable().describe('Null for a farmer registered by mobile number only (issue 41); staff always have one'),
    display_name: z.string(),
    phone_number: z
      .string()
      .nullable()
      .describe(
        'E.164 (+919876543210). Whole for the account itself, Admins and superAdmins; masked (+91 ••••••3210) for everyone else (issue 41)',
      ),
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
    email: emailSchema
      .optional()
      .describe('Required for Expert and Admin; a farmer (role User) needs an email or a phone_number (issue 41)'),
    password: passwordSchema,
    display_name: optionalText(100),
    phone_number: optionalText(25).describe(
      'An Indian mobile number, local (+91 is prepended) or with +91 / 0; stored as E.164, one account per number (409 when taken). ' +
        'A farmer registered with it signs in with it (issue 41)',
    ),
    role: assignableRoleSchema.default('User'),
    farm: z
      .union([
        z.object({ id: z.uuid().describe('An existing farm') }).strict(),
        z
          .object({
            name: z.string().trim().min(1).max(120),
            district: optionalText(80),
            state: optionalText(80),
          })
          .strict()
          .describe('A new farm, created in the same step'),
      ])
      .optional()
      .describe(
        'Issue 22: the farm a farmer (role User) belongs to, an existing one or a new one; the account, farm, membership and device are created together or not at all. Staff roles may leave it out.',
      ),
    device: z
      .object({ name: z.string().trim().min(1).max(120) })
      .optional()
      .describe('Issue 22: a device registered on that farm in the same step; its key is in the answer, shown once. Needs `farm`.'),
  })
  .meta({ id: 'CreateUserRequest' });
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

export const createUserResponseSchema = z
  .object({
    status: z.literal('success'),
    message: z.string(),
    data: userSchema,
    farm: farmSchema.optional().describe('Issue 22: the farm the account was added to (when `farm` was sent)'),
    device: deviceSchema.optional().describe('Issue 22: the device registered there (when `device` was sent)'),
    deviceKey: z.string().optional().describe('The new device’s key, shown this once; the device sends it in the X-Device-Key header'),
  })
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

/** Issue 22: `users.farmers`, the farmer accounts (role user) with their farms and devices, for Admin and superAdmin. */
export const FARMER_PAGE_SIZES = [10, 20, 50] as const;
export const farmersQuerySchema = z.object({
  search: z.string().trim().max(100).optional().describe('Part of the name, email or phone number (case-insensitive)'),
  page: z.coerce.number().int().min(1).max(100_000).default(1).describe('1-based'),
  page_size: z.coerce.number().int().min(1).max(100).default(FARMER_PAGE_SIZES[0]),
});
export type FarmersQuery = z.input<typeof farmersQuerySchema>;

export const farmerSchema = userSchema
  .extend({
    farms: z.array(z.object({ id: z.string(), name: z.string(), district: z.string().nullable(), state: z.string().nullable() })),
    devices: z.array(
      z.object({ id: z.string(), name: z.string(), farmId: z.string(), farmName: z.string(), lastSeenAt: z.iso.datetime().nullable() }),
    ),
    last_reading_time: z.iso.datetime().nullable().describe('The newest reading of any device of their farms'),
  })
  .meta({ id: 'Farmer' });
export type Farmer = z.infer<typeof farmerSchema>;

export const farmersResponseSchema = z
  .object({
    status: z.literal('success'),
    data: z.array(farmerSchema),
    total: z.number().int().describe('Farmers matching the search, on every page'),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'FarmersResponse' });
