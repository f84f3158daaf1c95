import { type AccessRule, endpointKey, endpoints, type EndpointSpec, OWNERSHIP_RULES } from '@agrim/contracts';

export type { AccessRule, Audience } from '@agrim/contracts';

/** Every endpoint of the catalogue. */
export const ENDPOINTS: readonly EndpointSpec[] = Object.values(endpoints).flatMap((group) => Object.values(group) as EndpointSpec[]);

/**
 * Who may call each endpoint, by `"METHOD /path"`: the catalogue's access rules. The guard enforces
 * the rule of the entry a route was registered from and the server refuses to start with a route
 * that has none, so an endpoint cannot be added without deciding its access.
 */
export const ACCESS_POLICY: Record<string, AccessRule> = Object.fromEntries(ENDPOINTS.map((e) => [endpointKey(e), e.access]));

/** Routes that serve files rather than data: the web app bundle and the API browser. */
export function isUnguardedAsset(url: string): boolean {
  return url === '/*' || url === '/docs' || url.startsWith('/docs/');
}

export function ruleFor(method: string, url: string): AccessRule | undefined {
  return ACCESS_POLICY[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}

export function describeRule(rule: AccessRule): string {
  const who = rule.roles === 'public' ? 'anyone' : rule.roles === 'device' ? 'a device, by its key' : rule.roles.join(', ');
  return `Access: ${who}${rule.owner ? ` (${OWNERSHIP_RULES[rule.owner].text})` : ''}.`;
}
