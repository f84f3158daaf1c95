// deploy/nginx.https.conf in front of a bench server, with a throwaway self-signed certificate: what a phone
// reaches on a deployed Agrim (HTTPS, HTTP/2) rather than the server's own HTTP/1.1 port. Needs nginx and openssl.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server.js';

const REPO = path.resolve(import.meta.dirname, '..');

export interface HttpsProxy {
  /** https://127.0.0.1:<port> */
  base: string;
  stop(): Promise<void>;
}

export async function startHttpsProxy(serverBase: string): Promise<HttpsProxy> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agrim-https-'));
  mkdirSync(path.join(dir, 'tls'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, 'tmp', sub), { recursive: true });
  // The browser is told to accept it (--ignore-certificate-errors); a deployment uses a real one.
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'tls/agrim.key'),
      '-out',
      path.join(dir, 'tls/agrim.crt'),
    ],
    { stdio: 'ignore' },
  );
  const port = await freePort();
  const conf = readFileSync(path.join(REPO, 'deploy/nginx.https.conf'), 'utf8')
    .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${new URL(serverBase).port};`)
    .replace('listen 8443 ssl http2;', `listen 127.0.0.1:${port} ssl http2;`);
  if (!conf.includes(`:${port} ssl`)) throw new Error('deploy/nginx.https.conf: its example ports changed; update bench/httpsProxy.ts');
  writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const child: ChildProcess = spawn('nginx', ['-e', 'stderr', '-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr!.on('data', (d) => (log += d));
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`nginx exited (${code}): ${log}`))));
  const listening = (async () => {
    for (;;) {
      const ok = await new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
        socket.on('error', () => resolve(false));
      });
      if (ok) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  await Promise.race([listening, exited]);
  exited.catch(() => undefined);
  return {
    base: `https://127.0.0.1:${port}`,
    async stop() {
      child.removeAllListeners('exit');
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
