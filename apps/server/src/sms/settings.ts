import type { Config } from '../config.js';
import type { SmppSettings } from './smppClient.js';

/** The SMPP session's settings from the environment (config.ts checks they come together); null without SMPP_HOST. */
export function smppSettings(config: Config, timings: Partial<SmppSettings> = {}): SmppSettings | null {
  if (!config.SMPP_HOST) return null;
  return {
    host: config.SMPP_HOST,
    port: config.SMPP_PORT,
    tls: config.SMPP_TLS,
    systemId: config.SMPP_SYSTEM_ID!,
    password: config.SMPP_PASSWORD!,
    systemType: config.SMPP_SYSTEM_TYPE,
    bind: config.SMPP_BIND,
    sourceAddr: config.SMPP_SOURCE_ADDR!,
    entityId: config.SMS_DLT_ENTITY_ID!,
    enquireLinkMs: 30_000,
    // 1 s after a drop, doubling to a minute while the gateway stays away.
    reconnectMs: { first: 1_000, max: 60_000 },
    // ESME_RTHROTTLED: 1 s, doubling to 30 s while it lasts.
    throttleMs: { first: 1_000, max: 30_000 },
    responseTimeoutMs: 30_000,
    // Under the alert delivery's 120 s lease: a message given up is retried by the alert's own schedule.
    queueTimeoutMs: 90_000,
    ...timings,
  };
}
