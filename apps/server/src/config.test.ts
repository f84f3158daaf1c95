import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const GOOD_SECRET = 'x'.repeat(32);

/** The ConfigError loadConfig throws for `env`, or a failure when it throws none. */
function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.HOST).toBe('0.0.0.0');
    expect(path.isAbsolute(config.DATA_DIR)).toBe(true);
    expect(config.DATA_DIR.endsWith(`${path.sep}data`)).toBe(true);
    expect(config.DATA_DIR).toBe(path.resolve(process.cwd(), 'data'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.JWT_SECRET).toBeUndefined();
    expect(config.ACCESS_TOKEN_TTL_SECONDS).toBe(900);
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.WEB_DIST.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('treats empty values as unset and coerces numbers and booleans', () => {
    const config = loadConfig({ PORT: '', TRUST_PROXY: 'yes', ACCESS_TOKEN_TTL_SECONDS: '60' });
    expect(config.PORT).toBe(8080);
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.ACCESS_TOKEN_TTL_SECONDS).toBe(60);
    expect(loadConfig({ PORT: '3000' }).PORT).toBe(3000);
  });

  it('resolves a relative DATA_DIR against the folder npm was started in', () => {
    expect(loadConfig({ INIT_CWD: '/srv/agrim', DATA_DIR: 'store' }).DATA_DIR).toBe(path.resolve('/srv/agrim/store'));
    expect(loadConfig({ INIT_CWD: '/srv/agrim', DATA_DIR: '/var/lib/agrim' }).DATA_DIR).toBe('/var/lib/agrim');
  });

  it('names every bad variable in one error', () => {
    const err = configError({ PORT: 'eighty', JWT_SECRET: 'too-short' });
    expect(err.message).toContain('PORT');
    expect(err.message).toContain('JWT_SECRET');
  });

  it.each(['-1', '65536', '80.5', 'eighty'])('refuses PORT=%s', (port) => {
    expect(configError({ PORT: port }).message).toContain('PORT');
  });

  it('accepts a JWT_SECRET of 32 characters and refuses 31', () => {
    expect(loadConfig({ JWT_SECRET: GOOD_SECRET }).JWT_SECRET).toBe(GOOD_SECRET);
    expect(configError({ JWT_SECRET: GOOD_SECRET.slice(1) }).message).toContain('JWT_SECRET');
  });

  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    const alone = configError({ ADMIN_EMAIL: 'boss@agrim.test' });
    expect(alone.message).toContain('ADMIN_EMAIL');
    expect(alone.message).toContain('ADMIN_PASSWORD');
    expect(configError({ ADMIN_PASSWORD: 'long-enough-password' }).message).toContain('ADMIN_EMAIL');
    const both = loadConfig({ ADMIN_EMAIL: 'boss@agrim.test', ADMIN_PASSWORD: 'long-enough-password' });
    expect(both).toMatchObject({ ADMIN_EMAIL: 'boss@agrim.test', ADMIN_PASSWORD: 'long-enough-password' });
  });

  it('requires a postgres URL for DATABASE_URL', () => {
    for (const url of ['mysql://db/agrim', 'http://db/agrim', 'db.example.com:5432/agrim']) {
      expect(configError({ DATABASE_URL: url }).message).toContain('DATABASE_URL');
    }
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/agrim' }).DATABASE_URL).toBe('postgres://u@db:5432/agrim');
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@db/agrim' }).DATABASE_URL).toBe('postgresql://u@db/agrim');
  });

  it('refuses unknown enum values', () => {
    expect(configError({ LOG_LEVEL: 'loud' }).message).toContain('LOG_LEVEL');
    expect(configError({ COOKIE_SECURE: 'maybe' }).message).toContain('COOKIE_SECURE');
    expect(configError({ TRUST_PROXY: 'sure' }).message).toContain('TRUST_PROXY');
  });

  it('refuses several replicas without PostgreSQL, the S3 store or a replica name', () => {
    const bare = configError({ REPLICAS: '3' }).message;
    expect(bare).toContain('REPLICAS=3');
    for (const name of ['DATABASE_URL', 'S3_BUCKET', 'REPLICA_ID']) expect(bare).toContain(name);
    const s3 = { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'agrim', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    const noStore = configError({ REPLICAS: '2', REPLICA_ID: 'api-1', DATABASE_URL: 'postgres://u@db/agrim' }).message;
    expect(noStore).toContain('uploads must go to the S3-compatible store');
    expect(noStore).not.toContain('DATABASE_URL');
    const ok = loadConfig({ REPLICAS: '2', REPLICA_ID: 'api-1', DATABASE_URL: 'postgres://u@db/agrim', ...s3 });
    expect(ok).toMatchObject({ REPLICAS: 2, REPLICA_ID: 'api-1' });
    expect(loadConfig({}).REPLICAS).toBe(1);
  });

  it('the durable job queue needs PostgreSQL, and a split API/worker needs the durable queue', () => {
    expect(loadConfig({})).toMatchObject({ JOB_QUEUE: 'process', PROCESS_ROLE: 'all', TRAINING_TIMEOUT_SECONDS: 7200 });
    expect(configError({ JOB_QUEUE: 'postgres' }).message).toContain('JOB_QUEUE=postgres keeps its jobs in PostgreSQL: set DATABASE_URL');
    expect(configError({ PROCESS_ROLE: 'worker', DATABASE_URL: 'postgres://u@db/agrim' }).message).toContain(
      'PROCESS_ROLE=worker splits the API from the background work, which then needs JOB_QUEUE=postgres',
    );
    expect(configError({ JOB_QUEUE: 'redis' }).message).toContain('JOB_QUEUE');
    const worker = loadConfig({ PROCESS_ROLE: 'worker', JOB_QUEUE: 'postgres', DATABASE_URL: 'postgres://u@db/agrim' });
    expect(worker).toMatchObject({ PROCESS_ROLE: 'worker', JOB_QUEUE: 'postgres' });
  });

  it('takes the SMPP gateway settings together, with the DLT entity id and template ids (issue 41)', () => {
    expect(loadConfig({}).SMPP_HOST).toBeUndefined();
    expect(loadConfig({})).toMatchObject({
      SMPP_PORT: 2775,
      SMPP_BIND: 'transceiver',
      SMS_DLT_TEMPLATE_IDS: {},
      SMS_PER_NUMBER_PER_DAY: 20,
    });
    const smpp = {
      SMPP_HOST: 'smpp.example.in',
      SMPP_SYSTEM_ID: 'agrim',
      SMPP_PASSWORD: 'secret12',
      SMPP_SOURCE_ADDR: 'AGRIMS',
      SMS_DLT_ENTITY_ID: '1101234567890123456',
    };
    expect(loadConfig({ ...smpp, SMS_DLT_TEMPLATE_IDS: '{"alert.digest":{"hi":"1107000000000000002"}}' })).toMatchObject({
      ...smpp,
      SMS_DLT_TEMPLATE_IDS: { 'alert.digest': { hi: '1107000000000000002' } },
    });
    expect(configError({ ...smpp, SMS_DLT_ENTITY_ID: '' }).message).toContain(
      "SMPP_HOST, SMPP_SYSTEM_ID, SMPP_PASSWORD, SMPP_SOURCE_ADDR and SMS_DLT_ENTITY_ID must be set together (India's DLT rules",
    );
    expect(configError({ SMS_DLT_TEMPLATE_IDS: '{"alert.digest":{"hi":"AB12"}}' }).message).toContain('SMS_DLT_TEMPLATE_IDS: must be JSON');
    expect(configError({ SMS_DLT_TEMPLATE_IDS: '{"alert.digest":{"fr":"1107"}}' }).message).toContain('SMS_DLT_TEMPLATE_IDS');
    expect(configError({ SMS_DLT_TEMPLATE_IDS: 'alert.digest=1107' }).message).toContain('SMS_DLT_TEMPLATE_IDS');
    expect(configError({ SMPP_SOURCE_ADDR: 'AGRIM SMS!' }).message).toContain('SMPP_SOURCE_ADDR');
  });
});
