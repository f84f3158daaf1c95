import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, unlinkSync } from 'node:fs';
import { createServer, type IncomingMessage, request as httpRequest, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The embedded database (PGlite) lives in one process: two processes opening DATA_DIR/pglite at
 * once would corrupt it. Whoever opens it (the server, or `npm run data` while the server is
 * stopped) first binds a Unix socket beside it: binding is the lock (a second bind fails while the
 * first process lives; a socket left by a dead process refuses connections and is replaced).
 * The server answers on that socket the few calls the data command needs (datasets/control.ts), so an
 * import from the command line while the server runs is done by the server, in its own database,
 * with the same code as the HTTP import (and the forecasts refit at once). The socket is readable and writable
 * by its owner only (mode 0600), the same people who can read DATA_DIR's files.
 */

/** Where the socket of DATA_DIR is (in DATA_DIR, or in the temp folder when that path is too long for a socket). */
export function controlSocketPath(dataDir: string): string {
  const inDir = path.join(path.resolve(dataDir), 'agrim.sock');
  if (Buffer.byteLength(inDir) <= 100) return inDir;
  const hash = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(tmpdir(), `agrim-${hash}.sock`);
}

/** Another live process holds DATA_DIR's database. */
export class DataDirBusyError extends Error {}

export type ControlHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** Answers a call on the socket with a JSON body. */
export const socketJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

/** The holder of DATA_DIR; its socket answers with `handler` (by default: busy). */
export class DataDirLock {
  private handler: ControlHandler;

  private constructor(
    private readonly server: Server,
    readonly socketPath: string,
    busyMessage: string,
  ) {
    this.handler = (_req, res) => socketJson(res, 503, { status: 'error', code: 'SERVICE_UNAVAILABLE', message: busyMessage });
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      Promise.resolve(this.handler(req, res)).catch((err: unknown) => {
        if (!res.headersSent) socketJson(res, 500, { status: 'error', code: 'INTERNAL', message: String((err as Error).message ?? err) });
      });
    });
  }

  /** Binds DATA_DIR's socket, or throws DataDirBusyError when a live process holds it. */
  static async acquire(dataDir: string, busyMessage: string): Promise<DataDirLock> {
    mkdirSync(dataDir, { recursive: true });
    const socketPath = controlSocketPath(dataDir);
    for (let attempt = 0; ; attempt++) {
      const server = createServer();
      try {
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(socketPath, () => {
            server.off('error', reject);
            resolve();
          });
        });
        chmodSync(socketPath, 0o600);
        return new DataDirLock(server, socketPath, busyMessage);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt > 0) throw err;
        if (await isAlive(socketPath)) {
          throw new DataDirBusyError(`Another process is using the database in ${dataDir} (its socket ${socketPath} answers).`);
        }
        // Left by a process that died: replace it.
        unlinkSync(socketPath);
      }
    }
  }

  /** Answer the socket's calls with `handler` from now on. */
  serve(handler: ControlHandler): void {
    this.handler = handler;
  }

  async release(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }
}

function isAlive(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    const done = (alive: boolean) => {
      socket.destroy();
      resolve(alive);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.setTimeout(2000, () => done(true));
  });
}

/** The command line's side: one call to the process holding DATA_DIR. */
export function callControl(
  socketPath: string,
  method: 'GET' | 'POST',
  urlPath: string,
  body?: Uint8Array,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        socketPath,
        method,
        path: urlPath,
        headers: body ? { 'content-type': 'application/octet-stream', 'content-length': body.length } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> });
          } catch {
            reject(new Error(`unexpected answer from the server (${res.statusCode}): ${text.slice(0, 200)}`));
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
