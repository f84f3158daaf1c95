import type { SmscStandIn } from './smpp.testkit.js';

/**
 * The one-time code (issue 41 item 2) in the next SMS the stand-in SMSC takes for `to` (digits as sent,
 * `919876543210`) after `after` messages: the 6 digits the text starts with. Fails when none comes in time.
 */
export async function codeSentTo(
  smsc: SmscStandIn,
  to: string,
  after: number,
  timeoutMs = 10_000,
): Promise<{ code: string; text: string }> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const sms = smsc.submitted.slice(after).find((s) => s.to === to);
    if (sms) {
      const code = /^(\d{6}) /.exec(sms.text)?.[1];
      if (!code) throw new Error(`the SMS to ${to} carries no code: ${sms.text}`);
      return { code, text: sms.text };
    }
    if (Date.now() > until) throw new Error(`no SMS reached ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The SMPP destination of an E.164 Indian number (`+919876543210` → `919876543210`). */
export const smsTo = (e164: string) => e164.replace(/^\+/, '');
