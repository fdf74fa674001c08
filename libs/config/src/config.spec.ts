import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { botmeterEnvShape, envBool, parseEnv, serverEnvShape, trainerEnvShape } from './index';

const schema = z.object({ ...serverEnvShape, PORT: z.coerce.number().int().min(0).max(65535).default(3000), FLAG: envBool.default(false) });

describe('parseEnv', () => {
  it('applies the defaults of an empty environment', () => {
    const env = parseEnv(schema, {});
    expect(env).toMatchObject({ NODE_ENV: 'development', HOST: '0.0.0.0', DB_POOL_SIZE: 10, PARLEY_DATA_DIR: '.parley', LOG_LEVEL: 'info', PORT: 3000, FLAG: false });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('reads numbers and booleans written as strings', () => {
    expect(parseEnv(schema, { PORT: '8080', FLAG: '1', DB_POOL_SIZE: '3' })).toMatchObject({ PORT: 8080, FLAG: true, DB_POOL_SIZE: 3 });
    expect(parseEnv(schema, { FLAG: 'false' }).FLAG).toBe(false);
  });

  it('names every bad variable in one error', () => {
    const bad = { PORT: '70000', FLAG: 'yes', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud' };
    let message = '';
    try {
      parseEnv(schema, bad);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration: /);
    for (const name of Object.keys(bad)) expect(message).toContain(`${name}:`);
  });

  it('ignores variables the schema does not know', () => {
    expect(parseEnv(schema, { HOME: '/root', PATH: '/bin' })).not.toHaveProperty('HOME');
  });

  it('gives both servers the same botmeter writer settings, validated alike', () => {
    const botmeter = z.object({ ...serverEnvShape, ...botmeterEnvShape });
    expect(parseEnv(botmeter, {})).toMatchObject({
      BOTMETER_GROUP_COMMIT: true,
      BOTMETER_BATCH_MAX_SIZE: 500,
      BOTMETER_BATCH_MAX_DELAY_MS: 4,
      BOTMETER_MAX_PENDING: 20_000,
    });
    expect(() => parseEnv(botmeter, { BOTMETER_MAX_PENDING: '0' })).toThrow(/BOTMETER_MAX_PENDING:/);
  });
});

describe('the training settings', () => {
  const trainer = z.object(trainerEnvShape);

  it('stop a training thread that finishes no job in 20 minutes unless told otherwise', () => {
    expect(parseEnv(trainer, {}).TRAINING_MAX_JOB_S).toBe(1200);
    expect(parseEnv(trainer, { TRAINING_MAX_JOB_S: '3600' }).TRAINING_MAX_JOB_S).toBe(3600);
  });

  it('warm the training thread up as the process starts unless told not to', () => {
    expect(parseEnv(trainer, {}).TRAINING_WARM_UP).toBe(true);
    expect(parseEnv(trainer, { TRAINING_WARM_UP: 'false' }).TRAINING_WARM_UP).toBe(false);
  });

  it('refuse a hang limit too short for any training, and say which variable', () => {
    expect(() => parseEnv(trainer, { TRAINING_MAX_JOB_S: '5' })).toThrow(/TRAINING_MAX_JOB_S:/);
  });
});

describe('TRUST_PROXY', () => {
  const trust = (v?: string) => parseEnv(schema, v === undefined ? {} : { TRUST_PROXY: v }).TRUST_PROXY;

  it('reads false, true, a hop count and a list of addresses and CIDR ranges', () => {
    expect(trust()).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('1')).toBe(true);
    expect(trust('2')).toBe(2);
    expect(trust(' 10.0.0.0/8, 127.0.0.1,fd00::/8 ,loopback')).toEqual(['10.0.0.0/8', '127.0.0.1', 'fd00::/8', 'loopback']);
  });

  it('names each entry that is neither an address nor a CIDR range', () => {
    expect(() => trust('10.0.0.0/8,proxy.local,10.0.0.0/33')).toThrow(
      /TRUST_PROXY: "proxy\.local" is neither an address nor a CIDR range.*TRUST_PROXY: "10\.0\.0\.0\/33": the prefix length must be 0 to 32/,
    );
  });
});
