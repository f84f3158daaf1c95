import { z } from 'zod';

export const pageViewRequestSchema = z.object({ path: z.string().min(1).max(512).startsWith('/') }).meta({ id: 'PageViewRequest' });

export const pageViewResponseSchema = z.object({ status: z.literal('success') }).meta({ id: 'PageViewResponse' });

export const healthResponseSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['ok', 'down']),
    mqtt: z.enum(['ok', 'down', 'off']).describe("'off' when MQTT_URL is not set"),
    version: z.string(),
    uptimeSeconds: z.number(),
  })
  .meta({ id: 'Health' });
