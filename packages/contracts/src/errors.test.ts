import { describe, expect, it } from 'vitest';
import { errorResponseSchema, readErrorResponse } from './errors.js';

describe('readErrorResponse', () => {
  const bodies: unknown[] = [
    { status: 'error', code: 'NOT_FOUND', message: 'No such test.' },
    { status: 'error', code: 'RATE_LIMITED', message: 'Slow down.', retry: 3 },
    { status: 'error', code: 'NOT_A_CODE', message: 'x' },
    { status: 'ok', code: 'NOT_FOUND', message: 'x' },
    { status: 'error', code: 'NOT_FOUND', message: 42 },
    { status: 'error', code: 'NOT_FOUND' },
    'error',
    null,
    undefined,
    [],
  ];

  it.each(bodies.map((body) => [JSON.stringify(body) ?? 'undefined', body]))('reads %s as the schema does', (_, body) => {
    const parsed = errorResponseSchema.safeParse(body);
    expect(readErrorResponse(body)).toEqual(parsed.success ? parsed.data : undefined);
  });
});
