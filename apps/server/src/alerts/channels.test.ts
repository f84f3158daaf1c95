import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Channels, type WebhookMessage } from './channels.js';

/** The alert webhook never follows a redirect (issue 38): the signed body, with a phone number, stays with the gateway configured. */

let elsewhere: Server;
let gateway: Server;
const received: string[] = [];
const url = (s: Server, path: string) => `http://127.0.0.1:${(s.address() as AddressInfo).port}${path}`;

beforeAll(async () => {
  elsewhere = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push(body);
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  gateway = createServer((req, res) => {
    // 307 keeps the method and body: a client that follows it re-sends the signed POST.
    res.writeHead(Number(req.url?.slice(1)), { location: url(elsewhere, '/collect') });
    res.end();
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
});
afterAll(() => {
  elsewhere.close();
  gateway.close();
});

const message: WebhookMessage = {
  event: 'alarm.raised',
  alarmId: 1,
  to: '+919876501234',
  language: 'en',
  text: 'Agrim: Hot',
  link: '/alerts',
};

describe('alert webhook redirects', () => {
  it.each([301, 302, 307, 308])('a %i is a failed delivery with the reason, and the body goes nowhere else', async (status) => {
    const channels = new Channels({ from: 'agrim@test', webhookUrl: url(gateway, `/${status}`), webhookSecret: 'secret' });
    await expect(channels.webhook(message)).rejects.toThrow(new RegExp(`answered ${status} \\(a redirect to .*redirects are not followed`));
    expect(received).toHaveLength(0);
  });
});
