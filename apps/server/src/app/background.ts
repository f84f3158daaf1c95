import type { FastifyZodInstance } from '../http/types.js';
import { closeOcr } from '../soilHealthCard/index.js';
import type { Wiring } from './services.js';

/**
 * Starts the work that runs beside the requests and needs every service made: the alert sweep and the
 * durable job queues. The timers only one replica runs, MQTT and the simulator start later, in main.ts,
 * once the server listens.
 */
export async function startBackgroundWork(app: FastifyZodInstance, { services, datasetImports }: Wiring): Promise<void> {
  const { evaluation, jobs, training } = services;
  // Readings a stopped process stored but did not evaluate (the leader also looks again on a timer, main.ts).
  void evaluation.sweep().catch((err: unknown) => app.log.error({ err }, 'alert evaluation sweep failed'));
  await jobs?.start();
  await training.startDurable();
  await training.recover();
  await datasetImports?.start();
}

/** Stops the background work when the app closes, in the order that loses nothing. */
export function stopOnClose(app: FastifyZodInstance, { services, pdf, channels }: Wiring): void {
  const { cluster, simulator, jobs, training, mqtt, evaluation, notifier, smsCodes, sms } = services;
  app.addHook('onClose', async () => {
    // Leadership first: the once-only work stops here before another replica takes it over.
    await cluster.stop();
    simulator.stop();
    // The queue stops taking jobs while the running training is stopped (and handed back to it).
    await Promise.all([jobs?.stop(), training.close()]);
    await mqtt?.stop();
    await closeOcr();
    await pdf.close();
    // Before the deliveries: a batch under way may still start some.
    await evaluation.stop();
    await notifier.settled();
    channels.close();
    await smsCodes.settled();
    await sms.close();
  });
}
