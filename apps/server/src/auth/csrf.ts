import { CSRF_HEADER, CSRF_HEADER_VALUE, REFRESH_COOKIE } from '@agrim/contracts';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../http/errors.js';

/**
 * The second layer behind SameSite=Strict for the routes the refresh cookie alone authorises
 * (refresh, logout). It guards the cookie, so a request without one passes untouched and gets the
 * route's usual answer: there is nothing to forge with it.
 *
 * With the cookie, the request must (1) not be marked cross-site or same-site (a sibling subdomain
 * is not us) by the browser's Sec-Fetch-Site, (2) carry an Origin equal to our own host when it
 * carries one at all, and (3) carry the custom header the web app sends, which a cross-site form
 * cannot set and a cross-site fetch can only set after a CORS preflight we never grant.
 */
export async function refuseCrossSite(request: FastifyRequest): Promise<void> {
  if (!request.cookies[REFRESH_COOKIE]) return;
  const site = request.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') throw forbidden('Cross-site requests cannot use the session cookie.');
  const origin = request.headers.origin;
  if (origin !== undefined && !sameHost(origin, request.host)) {
    throw forbidden('Cross-site requests cannot use the session cookie.');
  }
  if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
    throw forbidden(`This request needs the ${CSRF_HEADER} header the web app sends.`);
  }
}

function sameHost(origin: string, host: string): boolean {
  try {
    // 'null' (sandboxed frames, some redirects) does not parse and is refused.
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}
