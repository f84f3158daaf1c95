import { errorResponseSchema } from '@agrim/contracts';
import { ApiError, refreshSession } from '../../../lib/api';
import { clearSession, getSession } from '../../../lib/session';

/**
 * A call whose answer the JSON client cannot give: response headers (X-Total-Count), multipart
 * bodies and PDF downloads. Sends the bearer token, renews it once on 401, and throws ApiError
 * like api() does.
 */
export async function authedFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const send = async () => {
    const headers = new Headers(init.headers);
    const token = getSession().token;
    if (token) headers.set('authorization', `Bearer ${token}`);
    try {
      return await fetch(path, { ...init, headers, credentials: 'same-origin' });
    } catch (err) {
      if ((err as Error).name === 'AbortError') throw err;
      throw new ApiError(0, 'NETWORK', 'Could not reach the server.');
    }
  };
  let res = await send();
  if (res.status === 401) {
    if (await refreshSession()) res = await send();
    else clearSession();
  }
  if (!res.ok) {
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      body = undefined;
    }
    const parsed = errorResponseSchema.safeParse(body);
    if (parsed.success) throw new ApiError(res.status, parsed.data.code, parsed.data.message);
    throw new ApiError(res.status, 'INTERNAL', `The server answered ${res.status}.`);
  }
  return res;
}
