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

/**
 * Offline, the kept answer of an API read whose address was never asked for online: the newest kept answer
 * of the same path for the same records (issue 39). Some reads name "now" or the screen in their address
 * (the charts' range of days up to today, and their number of points, about one per pixel of the screen's
 * width), so an offline visit the next day, or on a turned phone, asks for an address nothing was kept under
 * and got an error instead of the last readings. Only those parameters may differ; every other one (the
 * device, the farm, the page) must match, so another device's readings never stand in. The answer carries
 * `X-Agrim-Kept-For`, the address it was kept under, and its own Date header (the offline banner's "as
 * of"); the screens say their data is last known while offline.
 *
 * A Workbox plugin's `handlerDidError`: called when the network failed and nothing was kept under the exact
 * address. Copied into the service worker like `keptApiRead`: it may use nothing outside its own body.
 */
export async function newestKeptAnswer({ request }: { request: Request }): Promise<Response | undefined> {
  const varying = ['startOffset', 'endOffset', 'maxPoints', 'from', 'to', 'start', 'end', 'date'];
  const wanted = new URL(request.url);
  const key = (url: URL) =>
    [...url.searchParams]
      .filter(([name]) => !varying.includes(name))
      .map(([name, value]) => `${name}=${value}`)
      .sort()
      .join('&');
  if (request.method !== 'GET' || typeof caches === 'undefined' || !(await caches.has('agrim-api'))) return undefined;
  const cache = await caches.open('agrim-api');
  let best: Response | undefined;
  let bestUrl = '';
  let bestAt = -Infinity;
  for (const kept of await cache.keys()) {
    const url = new URL(kept.url);
    if (url.origin !== wanted.origin || url.pathname !== wanted.pathname || key(url) !== key(wanted)) continue;
    const answer = await cache.match(kept);
    const at = Date.parse(answer?.headers.get('date') ?? '');
    if (answer && (Number.isNaN(at) ? -1 : at) > bestAt) {
      best = answer;
      bestUrl = kept.url;
      bestAt = Number.isNaN(at) ? -1 : at;
    }
  }
  if (!best) return undefined;
  const headers = new Headers(best.headers);
  headers.set('X-Agrim-Kept-For', bestUrl);
  return new Response(best.body, { status: best.status, statusText: best.statusText, headers });
}
