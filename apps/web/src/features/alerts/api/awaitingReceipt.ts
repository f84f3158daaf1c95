import type { AlertDelivery } from '@agrim/contracts';

/** How often the Channels tab reads the deliveries again while an SMS waits for its receipt. */
export const RECEIPT_POLL_MS = 5_000;
/** A gateway reports within seconds or minutes; an SMS still without a receipt after this is not waited for on screen. */
const RECEIPT_WAIT_MS = 10 * 60_000;

/**
 * Whether an SMS of the list still waits for its gateway's delivery receipt (issue 41): being sent, or
 * taken by the gateway, in the last minutes. The receipt is no live event, so the list is read again.
 */
export function awaitingReceipt(deliveries: readonly AlertDelivery[] | undefined, now: number): boolean {
  return (deliveries ?? []).some(
    (d) =>
      d.channel === 'sms' &&
      (d.receipt === 'submitted' || (!d.receipt && d.status !== 'failed')) &&
      now - Date.parse(d.updatedAt) < RECEIPT_WAIT_MS,
  );
}
