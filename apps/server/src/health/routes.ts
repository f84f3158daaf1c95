import { endpoints } from '@agrim/contracts';
import { registerRoutes } from '../http/routes.js';
import type { FastifyZodInstance } from '../http/types.js';
import type { MqttBridge } from '../sensors/mqtt.js';

export interface HealthDeps {
  /** Whether the database answers. */
  pingDatabase: () => Promise<boolean>;
  /** The MQTT bridge; null when MQTT_URL is not set. */
  mqtt: Pick<MqttBridge, 'connected' | 'health'> | null;
  version: string;
}

export function healthRoutes(app: FastifyZodInstance, { pingDatabase, mqtt, version }: HealthDeps) {
  registerRoutes(app, endpoints.health, {
    check: async (_request, reply) => {
      const dbOk = await pingDatabase();
      const mqttState = mqtt ? (mqtt.connected ? 'ok' : 'down') : 'off';
      return reply.code(dbOk ? 200 : 503).send({
        status: dbOk && mqttState !== 'down' ? 'ok' : 'degraded',
        database: dbOk ? 'ok' : 'down',
        mqtt: mqttState,
        version,
        uptimeSeconds: Math.round(process.uptime()),
        ...(mqtt ? { mqttIngest: mqtt.health() } : {}),
      });
    },
  });
}
