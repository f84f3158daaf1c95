import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { SIGNATURE_HEADER } from '../src/alerts/channels.js';
import { bearer, type startSeededApp } from './harness.js';
import { minutesAgo, reading, type Registered, type sensorKit } from './sensors.testkit.js';

/**
 * Stand-ins for the alert channels on loopback (issue 26): an SMTP server that keeps every message,
 * and an SMS/WhatsApp gateway that keeps every webhook call with its signature header. `refuse`
 * says how many of the next messages each turns away (SMTP 451 "try later", gateway 503).
 */
export interface ChannelStandIns {
  mails: string[];
  hooks: Array<{ body: string; signature: string | undefined }>;
  refuse: { smtp: number; gateway: number };
  /** The settings that point the server at them (SMTP_URL, ALERT_WEBHOOK_URL). */
  env: { SMTP_URL: string; ALERT_WEBHOOK_URL: string };
  close(): void;
}

export async function startChannelStandIns(): Promise<ChannelStandIns> {
  const mails: string[] = [];
  const hooks: ChannelStandIns['hooks'] = [];
  const refuse = { smtp: 0, gateway: 0 };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString()));
      stream.on('end', () => {
        if (refuse.smtp > 0) {
          refuse.smtp -= 1;
          return done(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
        }
        mails.push(data);
        done();
      });
    },
  });
  const gateway = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (refuse.gateway > 0) {
        refuse.gateway -= 1;
        res.statusCode = 503;
        return res.end('busy');
      }
      hooks.push({ body, signature: req.headers[SIGNATURE_HEADER] as string | undefined });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  return {
    mails,
    hooks,
    refuse,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      ALERT_WEBHOOK_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`,
    },
    close() {
      smtp.close();
      gateway.close();
    },
  };
}

/**
 * Raises one new alarm at each call: heats the device's soil past a rule at 40 °C, then cools it
 * (the alarm clears), stepping back in time past the minimum hold (ALERTS_MIN_HOLD_MINUTES, 10)
 * so the next call raises again. Resolves to the alarm's id once its messages were started.
 */
export function alarmRaiser(
  t: Awaited<ReturnType<typeof startSeededApp>>,
  kit: ReturnType<typeof sensorKit>,
  device: Registered,
  token: string,
): () => Promise<number> {
  let minute = 60;
  return async () => {
    await kit.sendOk(device, [reading(minutesAgo(minute), { temperature: 45 })]);
    await t.app.services.evaluation.idle();
    const open = (await t.app.inject({ method: 'GET', url: '/api/alerts/alarms', headers: bearer(token) })).json().data;
    await kit.sendOk(device, [reading(minutesAgo(minute - 1), { temperature: 20 })]);
    await t.app.services.evaluation.idle();
    minute -= 12;
    if (open.length !== 1) throw new Error(`expected one open alarm, found ${open.length}`);
    await t.app.services.notifier.settled();
    return open[0].id as number;
  };
}
