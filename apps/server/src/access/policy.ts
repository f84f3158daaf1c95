import { ADMIN_ROLES, ROLES, type Role, STAFF_ROLES } from '@agrim/contracts';

/**
 * Who may call each endpoint. The guard enforces this table and the server refuses to start
 * with a route that has no entry, so an endpoint cannot be added without deciding its access.
 * `owner` names the record-ownership rule the service applies on top of the role check.
 */
export type Audience = 'public' | readonly Role[];
export interface AccessRule {
  roles: Audience;
  owner?: string;
}

const ANY_SIGNED_IN = ROLES;

export const ACCESS_POLICY: Record<string, AccessRule> = {
  'GET /api/health': { roles: 'public' },
  'POST /api/auth/login': { roles: 'public' },
  'POST /api/auth/refresh': { roles: 'public', owner: 'holder of the refresh cookie' },
  'POST /api/auth/logout': { roles: 'public', owner: 'holder of the refresh cookie' },
  'POST /api/auth/custom-token/login': { roles: 'public', owner: 'holder of the one-time token' },
  'POST /api/auth/custom-token': { roles: ADMIN_ROLES },
  'POST /api/auth/password': { roles: ANY_SIGNED_IN, owner: 'own account' },
  'POST /api/auth/logout-all': { roles: ANY_SIGNED_IN, owner: 'own account' },
  'GET /api/v1/get/user': { roles: ANY_SIGNED_IN, owner: 'own account' },
  'POST /api/create/user': { roles: ADMIN_ROLES },
  'GET /api/get/user/registered': { roles: STAFF_ROLES },
  'POST /api/page-views': { roles: ANY_SIGNED_IN, owner: 'recorded as the caller' },
};

/** Routes that serve files rather than data: the web app bundle and the API browser. */
export function isUnguardedAsset(url: string): boolean {
  return url === '/*' || url === '/docs' || url.startsWith('/docs/');
}

export function ruleFor(method: string, url: string): AccessRule | undefined {
  return ACCESS_POLICY[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}

export function describeRule(rule: AccessRule): string {
  const who = rule.roles === 'public' ? 'anyone' : rule.roles.join(', ');
  return `Access: ${who}${rule.owner ? ` (${rule.owner})` : ''}.`;
}
