/**
 * The devices of `bench/mqtt-burst.ts`, in a process of their own as real devices are: publishing a
 * burst costs the publisher CPU, which must not be taken from the server being measured. Reads its
 * options as JSON from argv[2] and prints the result as JSON.
 */
import { type BurstDevice, publishBurst } from '../apps/server/test/mqttBurst.testkit.js';
import { machineBusySeconds } from './server.js';

export interface PublishJob {
  url: string;
  devices: BurstDevice[];
  perDevice: number;
  connections: number;
  /** ISO time of each device's first reading. */
  start: string;
  runId: string;
  /** The first topic level (the server subscribes to `agrim/+/readings`; the relay's own subscriber to another). */
  prefix: string;
}

const job = JSON.parse(process.argv[2]!) as PublishJob;
// The publisher's own CPU over the burst (connecting included, its start-up not): one of the bench's per-process figures.
const cpu0 = process.cpuUsage();
// The whole machine's busy time from here (not from the bench's start: this process's own start-up is in neither side's time).
const machineAtStart = machineBusySeconds();
const result = await publishBurst({
  ...job,
  start: new Date(job.start),
  topic: (id) => `${job.prefix}/${id}/readings`,
});
const cpu = process.cpuUsage(cpu0);
console.log(JSON.stringify({ ...result, cpuSeconds: (cpu.user + cpu.system) / 1e6, machineAtStart }));
