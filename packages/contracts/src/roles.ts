import { z } from 'zod';

/** Roles in descending precedence: a caller holding several claims gets the first that matches. */
export const ROLES = ['superAdmin', 'Admin', 'Expert', 'user'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Accounts the staff table lists (spec 6: "admin, superAdmin or Expert"). */
export const STAFF_ROLES: readonly Role[] = ['superAdmin', 'Admin', 'Expert'];
export const ADMIN_ROLES: readonly Role[] = ['superAdmin', 'Admin'];
/** The roles that see farms, devices and soil tests (farmers their own, Admin and superAdmin all). */
export const FARM_ROLES: readonly Role[] = ['user', 'Admin', 'superAdmin'];
export const EXPERT_ROLES: readonly Role[] = ['Expert'];

/** Role names as the register form sends them (spec 2.20: Expert, Admin, User). */
export const ASSIGNABLE_ROLES = ['Expert', 'Admin', 'User'] as const;
export const assignableRoleSchema = z.enum(ASSIGNABLE_ROLES);
export type AssignableRole = z.infer<typeof assignableRoleSchema>;

/** Rank for account actions (issue 18): higher acts on strictly lower; user 0 … superAdmin 3. */
export const ROLE_RANK: Record<Role, number> = { user: 0, Expert: 1, Admin: 2, superAdmin: 3 };

/** Whether `actor` may act on an account of role `target` (disable, enable, delete, change its role). */
export function outranks(actor: Role, target: Role): boolean {
  return ROLE_RANK[actor] > ROLE_RANK[target];
}

export function roleFromAssignable(role: AssignableRole): Role {
  return role === 'User' ? 'user' : role;
}

/** Identity claims as the original identity service carried them on the id token. */
export interface RoleClaims {
  superAdmin?: boolean;
  admin?: boolean;
  expert?: boolean;
}

export function roleFromClaims(claims: RoleClaims): Role {
  if (claims.superAdmin) return 'superAdmin';
  if (claims.admin) return 'Admin';
  if (claims.expert) return 'Expert';
  return 'user';
}

export function claimsForRole(role: Role): Required<RoleClaims> {
  return {
    superAdmin: role === 'superAdmin',
    admin: role === 'superAdmin' || role === 'Admin',
    expert: role === 'Expert',
  };
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
