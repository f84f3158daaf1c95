/**
 * Replay-safe writes (issue 24). A client that may send one action twice (a phone that queued it
 * offline and cannot tell whether the first try reached the server) names it with a key of its own;
 * the server applies a key once per account and answers a repeat with the first answer.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that is the stored answer of an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** A UUID or any other 16–100 URL-safe characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;
/** How long the server remembers a key: longer than a phone is likely to stay offline with a queued action. */
export const IDEMPOTENCY_WINDOW_HOURS = 72;
