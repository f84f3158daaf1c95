/**
 * A private Mosquitto started from the project's own configuration (`deploy/mosquitto.conf`) on a
 * free port, with its persistence in a scratch folder: the shared broker on 1883 runs the
 * distribution's defaults, which is exactly what issue 19 is about.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type PrivateBroker, startPrivateBroker } from './faults/privateBroker.js';

export const PROJECT_BROKER_CONF = path.resolve(import.meta.dirname, '../../../deploy/mosquitto.conf');
/** Options the test sets itself (port, folders, logging), whatever the project file says. */
const LOCAL = new Set(['listener', 'persistence_location', 'log_dest', 'log_type', 'pid_file']);

/** `overrides` replace the project's values by option name, e.g. `{ max_queued_messages: '10' }`. */
export function startProjectBroker(overrides: Record<string, string> = {}): Promise<PrivateBroker> {
  const project = readFileSync(PROJECT_BROKER_CONF, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .filter((line) => {
      const option = line.split(/\s+/)[0]!;
      return !LOCAL.has(option) && !(option in overrides);
    });
  return startPrivateBroker((port, dir) => [
    `listener ${port} 127.0.0.1`,
    ...project,
    ...Object.entries(overrides).map(([option, value]) => `${option} ${value}`),
    `persistence_location ${dir}/`,
    'log_dest none',
  ]);
}
