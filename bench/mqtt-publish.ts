/**
 * The devices of `bench/mqtt-burst.ts`, in a process of their own as real devices are: publishing a
 * burst costs the publisher CPU, which must not be taken from the server being measured. Reads its
 * options as JSON from argv[2] and prints the result as JSON.
 */
import { type BurstDevice, publishBurst } from '../apps/server/test/mqttBurst.testkit.js';

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
const result = await publishBurst({
  ...job,
  start: new Date(job.start),
  topic: (id) => `${job.prefix}/${id}/readings`,
});
console.log(JSON.stringify(result));
