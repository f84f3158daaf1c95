// deploy/nginx.https.conf in front of a bench server, with a throwaway self-signed certificate: what a phone
// reaches on a deployed Agrim (HTTPS, HTTP/2) rather than the server's own HTTP/1.1 port. Needs nginx and openssl.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForPort } from './server.js';

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
  const upstream = `server 127.0.0.1:${new URL(serverBase).port};`;
  const conf = readFileSync(path.join(REPO, 'deploy/nginx.https.conf'), 'utf8')
    .replace('server 127.0.0.1:3000;', upstream)
    .replace('listen 8443 ssl http2;', `listen 127.0.0.1:${port} ssl http2;`);
  if (!conf.includes(`:${port} ssl`) || !conf.includes(upstream))
    throw new Error('deploy/nginx.https.conf: its example ports changed; update bench/httpsProxy.ts');
  writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const child: ChildProcess = spawn('nginx', ['-e', 'stderr', '-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr!.on('data', (d) => (log += d));
  await waitForPort(port, child, 'nginx did not start').catch((error: Error) => {
    child.kill('SIGTERM');
    throw new Error(`${error.message}: ${log}`);
  });
  return {
    base: `https://127.0.0.1:${port}`,
    async stop() {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
