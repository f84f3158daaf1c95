import type { AlertDelivery } from '@agrim/contracts';

/** An alarm's SMS the gateway took and has not yet answered for, as the Channels tab reads it (tests). */
export const smsDelivery = (over: Partial<AlertDelivery> = {}): AlertDelivery => ({
  id: 1,
  alarmId: 7,
  channel: 'sms',
  status: 'sent',
  attempts: 1,
  nextAttemptAt: null,
  reason: null,
  lastError: null,
  receipt: 'submitted',
  providerMessageId: '5a000',
  createdAt: '2026-11-29T09:59:58.000Z',
  updatedAt: '2026-11-29T09:59:59.000Z',
  ...over,
});
