import { describe, expect, it } from 'vitest';
import { ASSIGNABLE_ROLES, claimsForRole, isRole, roleFromAssignable, roleFromClaims, ROLES, type RoleClaims } from './roles.js';

describe('roleFromClaims (spec 6: superAdmin first, then Admin, then Expert, else user)', () => {
  it.each<[RoleClaims, string]>([
    [{}, 'user'],
    [{ superAdmin: false, admin: false, expert: false }, 'user'],
    [{ expert: true }, 'Expert'],
    [{ admin: true }, 'Admin'],
    [{ superAdmin: true }, 'superAdmin'],
    [{ admin: true, expert: true }, 'Admin'],
    [{ superAdmin: true, expert: true }, 'superAdmin'],
    [{ superAdmin: true, admin: true }, 'superAdmin'],
    [{ superAdmin: true, admin: true, expert: true }, 'superAdmin'],
    [{ superAdmin: false, admin: true, expert: true }, 'Admin'],
    [{ superAdmin: false, admin: false, expert: true }, 'Expert'],
  ])('%j -> %s', (claims, role) => {
    expect(roleFromClaims(claims)).toBe(role);
  });
});

describe('claimsForRole', () => {
  it('gives the claims the identity service carried', () => {
    expect(claimsForRole('superAdmin')).toEqual({ superAdmin: true, admin: true, expert: false });
    expect(claimsForRole('Admin')).toEqual({ superAdmin: false, admin: true, expert: false });
    expect(claimsForRole('Expert')).toEqual({ superAdmin: false, admin: false, expert: true });
    expect(claimsForRole('user')).toEqual({ superAdmin: false, admin: false, expert: false });
  });

  it.each(ROLES)('round-trips %s through roleFromClaims', (role) => {
    expect(roleFromClaims(claimsForRole(role))).toBe(role);
  });
});

describe('roleFromAssignable (register form roles Expert, Admin, User)', () => {
  it('maps the form names to roles', () => {
    expect(ASSIGNABLE_ROLES).toEqual(['Expert', 'Admin', 'User']);
    expect(roleFromAssignable('User')).toBe('user');
    expect(roleFromAssignable('Expert')).toBe('Expert');
    expect(roleFromAssignable('Admin')).toBe('Admin');
  });

  it('never yields superAdmin', () => {
    expect(ASSIGNABLE_ROLES.map(roleFromAssignable)).not.toContain('superAdmin');
  });
});

describe('isRole', () => {
  it('accepts exactly the four roles, case-sensitively', () => {
    for (const role of ROLES) expect(isRole(role)).toBe(true);
    for (const value of ['User', 'admin', 'expert', 'superadmin', 'Boss', '', null, undefined, 1]) {
      expect(isRole(value)).toBe(false);
    }
  });
});
