/**
 * Which API reads the service worker keeps for offline use (issue 24): the JSON client's GETs
 * (Accept: application/json; not the live streams, not file downloads), except the staff's account
 * lists, the audit log, page views and the sign-in settings (issue 38): a shared or lost phone must not
 * show them for the cache's 14 days. The farmer's screens (farms, devices, readings, soil tests, alarms,
 * advice) stay kept: e2e/offline.spec.ts opens them offline.
 *
 * Workbox copies this function's source into the service worker: it may use nothing outside its own body.
 * The server sends `Cache-Control: private, no-store` on these reads; Workbox's cache does not read it
 * (only the browser's HTTP cache does), so this list is what keeps them off the phone.
 */
export function keptApiRead({ request, url, sameOrigin }: { request: Request; url: URL; sameOrigin: boolean }): boolean {
  if (!sameOrigin || request.method !== 'GET' || !(request.headers.get('accept') ?? '').includes('application/json')) return false;
  return ![
    /^\/api\/users\//,
    /^\/api\/get\/user\/registered/,
    /^\/api\/v1\/audit/,
    /^\/api\/v1\/reports\/page-views/,
    /^\/api\/auth\//,
  ].some((never) => never.test(url.pathname));
}
