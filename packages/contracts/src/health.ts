import { z } from 'zod';

// Schemas of the `health` group (endpoints/health.ts): liveness of the server, its database and MQTT ingestion.

/** The MQTT ingestion's own queue and the broker's drop count (issue 19): loss and lag are never silent. */
export const mqttIngestHealthSchema = z
  .object({
    state: z
      .enum(['ok', 'lagging', 'dropped'])
      .describe("'dropped' once the broker has dropped messages since it started; 'lagging' while a message waits over 5 s"),
    queued: z.number().int().describe('messages received and not yet stored (unacknowledged to the broker)'),
    lagMs: z.number().int().describe('age of the oldest of them'),
    receivedMessages: z.number().int(),
    storedReadings: z.number().int(),
    brokerDropped: z.number().int().nullable().describe("the broker's count of dropped messages since it started; null until it reports"),
    brokerStartedAt: z.string().nullable(),
    lastDropAt: z.string().nullable().describe('when this server saw the count grow'),
    resendSince: z.string().nullable().describe('devices were asked to publish again every reading taken from this time'),
  })
  .meta({ id: 'MqttIngestHealth' });
export type MqttIngestHealth = z.infer<typeof mqttIngestHealthSchema>;

export const healthResponseSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['ok', 'down']),
    mqtt: z.enum(['ok', 'down', 'off']).describe("'off' when MQTT_URL is not set"),
    version: z.string(),
    uptimeSeconds: z.number(),
    mqttIngest: mqttIngestHealthSchema.optional().describe('present when MQTT is on'),
  })
  .meta({ id: 'Health' });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
