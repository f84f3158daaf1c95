/**
 * A Mosquitto broker of the test's own on a free loopback port, which the test may kill and start
 * again on the same port without disturbing the shared broker.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, sleep } from './serverProcess.js';

export function privateBrokerUnavailable(): string | null {
  return spawnSync('mosquitto', ['-h']).error ? 'no mosquitto binary on PATH' : null;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface PrivateBroker {
  url: string;
  /** The running broker's process id (for /proc figures), undefined while it is down. */
  pid(): number | undefined;
  start(): Promise<void>;
  kill9(): Promise<void>;
  destroy(): Promise<void>;
}

/** `config` writes the broker's configuration for its port and folder (default: a queue without limit, no persistence). */
export async function startPrivateBroker(config?: (port: number, dir: string) => string[]): Promise<PrivateBroker> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agrim-faults-mqtt-'));
  const conf = path.join(dir, 'mosquitto.conf');
  // A subscriber that is down for a while must find every QoS 1 message waiting (the default keeps 1000).
  const lines = config?.(port, dir) ?? [
    `listener ${port} 127.0.0.1`,
    'allow_anonymous true',
    'persistence false',
    'max_queued_messages 0',
    'log_dest none',
  ];
  writeFileSync(conf, [...lines, ''].join('\n'));
  let child: ChildProcess | null = null;
  const running = () => child !== null && child.exitCode === null && child.signalCode === null;
  const start = async () => {
    if (running()) return;
    const proc = spawn('mosquitto', ['-c', conf], { stdio: 'ignore' });
    child = proc;
    for (let i = 0; !(await accepts(port)); i++) {
      if (proc.exitCode !== null) throw new Error(`mosquitto exited with ${proc.exitCode}`);
      if (i > 100) throw new Error('mosquitto did not start');
      await sleep(50);
    }
  };
  const kill9 = async () => {
    if (!running()) return;
    const proc = child!;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url: `mqtt://127.0.0.1:${port}`,
    pid: () => (running() ? child!.pid : undefined),
    start,
    kill9,
    destroy: async () => {
      await kill9();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
