/**
 * The yardstick of bench/latest-vs-bare.ts: a bare Fastify (no plugins, no hooks, no logger) with one
 * GET route answering a fixed JSON body, started as the real server is (a child `node --import tsx`).
 * Reads the body from BARE_BODY, listens on BARE_PORT (127.0.0.1) and prints `listening` when ready.
 */
import Fastify from 'fastify';

const body: unknown = JSON.parse(process.env.BARE_BODY ?? '{}');
const app = Fastify({ logger: false });
app.get('/bare', async () => body);
await app.listen({ host: '127.0.0.1', port: Number(process.env.BARE_PORT) });
console.log('listening');
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
