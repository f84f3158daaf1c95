import { expect } from 'vitest';

/** Any injected or fetched answer: Fastify's `inject` response fits. */
export interface ErrorAnswer {
  statusCode: number;
  body: string;
  json: () => unknown;
}

/**
 * The one error shape: exactly status, code and message, with the given HTTP status and code and a
 * non-empty message, which it returns.
 */
export function expectError(res: ErrorAnswer, status: number, code: string): string {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'message', 'status']);
  expect(body).toMatchObject({ status: 'error', code });
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(0);
  return body.message as string;
}
