import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startSeededApp } from '../../test/harness.js';

/** A stand-in for an OpenAI-compatible service on loopback: it answers what the test sets. */
let reply: (advice: string) => { status: number; content?: string } = () => ({ status: 500 });
let requests: Array<{ authorization?: string; body: { model: string; messages: Array<{ role: string; content: string }> } }> = [];
let llm: Server;
let t: Awaited<ReturnType<typeof startSeededApp>>;

beforeAll(async () => {
  llm = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as (typeof requests)[number]['body'];
      requests.push({ authorization: req.headers.authorization, body });
      const answer = reply(body.messages.at(-1)!.content);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: answer.content } }] }));
    });
  });
  await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
  const port = (llm.address() as AddressInfo).port;
  t = await startSeededApp({
    LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
    LLM_API_KEY: 'test-key',
    LLM_MODEL: 'tiny',
    LLM_TIMEOUT_MS: '2000',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => llm.close(resolve));
});

const ADVICE = {
  temperature: 30,
  humidity: 60,
  soil_moisture: 25,
  nitrogen: 60,
  phosphorus: 12,
  potassium: 90,
  crop_type: 'Paddy',
  soil_type: 'Clayey',
};
const ask = () =>
  t.app.inject({ method: 'POST', url: '/agri/fertilizer/recommendation/gpt', headers: bearer(t.tokens.user), payload: ADVICE });

describe('an optional LLM may rephrase the advice', () => {
  it('uses the rephrased text when it keeps every number', async () => {
    requests = [];
    reply = (advice) => ({ status: 200, content: `Rephrased for you.\n\n${advice}` });
    const res = await ask();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().source).toBe('llm');
    expect(res.json().response.startsWith('Rephrased for you.')).toBe(true);
    expect(requests[0]!.authorization).toBe('Bearer test-key');
    expect(requests[0]!.body.model).toBe('tiny');
  });

  it('keeps the knowledge answer when the rephrasing drops a number', async () => {
    reply = () => ({ status: 200, content: 'Apply some urea and some DAP.' });
    const res = await ask();
    expect(res.json().source).toBe('knowledge');
    expect(res.json().response).not.toContain('Apply some urea');
  });

  it('keeps the knowledge answer when the service fails', async () => {
    reply = () => ({ status: 503 });
    const res = await ask();
    expect(res.statusCode).toBe(200);
    expect(res.json().source).toBe('knowledge');
  });

  it('shows the rephrasing instructions with the template', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/get/latest/prompt', headers: bearer(t.tokens.user) });
    expect(res.json().prompt).toContain('Keep every number');
  });
});
