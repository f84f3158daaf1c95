import { describe, expect, it } from 'vitest';
import { smsDelivery as delivery } from '../smsDelivery.fixture';
import { awaitingReceipt } from './awaitingReceipt';

/** The Channels tab reads its deliveries again while an SMS waits for the gateway's receipt (issue 41), and only then. */

const NOW = Date.parse('2026-11-29T10:00:00.000Z');

describe('awaitingReceipt', () => {
  it('waits for a recent SMS the gateway took, or that is being sent', () => {
    expect(awaitingReceipt([delivery({})], NOW)).toBe(true);
    expect(awaitingReceipt([delivery({ receipt: null, status: 'pending', providerMessageId: null })], NOW)).toBe(true);
  });

  it('does not wait once the receipt came, for a failed send, for email, nor for an old SMS', () => {
    expect(awaitingReceipt([delivery({ receipt: 'delivered' }), delivery({ receipt: 'failed' })], NOW)).toBe(false);
    expect(awaitingReceipt([delivery({ receipt: null, status: 'failed' })], NOW)).toBe(false);
    expect(awaitingReceipt([delivery({ channel: 'email', receipt: null })], NOW)).toBe(false);
    expect(awaitingReceipt([delivery({ updatedAt: '2026-11-29T09:45:00.000Z' })], NOW)).toBe(false);
    expect(awaitingReceipt(undefined, NOW)).toBe(false);
  });
});
