import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { failureHint } from './ErrorNotice';

// The session store listens to the browser's storage events; these tests run without a browser.
vi.mock('../lib/session', () => ({ clearSession: vi.fn(), getSession: vi.fn(() => ({})), saveSession: vi.fn() }));

describe('failureHint', () => {
  it('says what to do for each kind of failure', () => {
    expect(failureHint(new ApiError(0, 'NETWORK', 'Could not reach the server.'))).toBe('network');
    expect(failureHint(new ApiError(401, 'UNAUTHENTICATED', 'Sign in'))).toBe('signIn');
    expect(failureHint(new ApiError(403, 'FORBIDDEN', 'No'))).toBe('forbidden');
    expect(failureHint(new ApiError(404, 'NOT_FOUND', 'No sensor device is linked to your farms yet.'))).toBe('notFound');
    expect(failureHint(new ApiError(400, 'VALIDATION_FAILED', 'Bad'))).toBe('invalid');
    expect(failureHint(new ApiError(429, 'RATE_LIMITED', 'Slow down'))).toBe('tooMany');
    expect(failureHint(new ApiError(503, 'INTERNAL', 'Down'))).toBe('server');
    expect(failureHint(new Error('boom'))).toBe('server');
  });

  it("leaves a conflict to the server's own message", () => {
    expect(failureHint(new ApiError(409, 'CONFLICT', 'A test is already running.'))).toBeNull();
  });
});
