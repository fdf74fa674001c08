import type { Language } from '@parley/contracts';
import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AppKeyEntity } from './entities/app-key.entity';
import { AppEntity } from './entities/app.entity';

/** A new App-Key: 192 random bits, prefixed so that a leaked key is recognisable. */
export function generateAppKey(): string {
  return `pk_${randomBytes(24).toString('base64url')}`;
}

/** Public webchat token of an App. */
export function generateAppToken(): string {
  return randomBytes(18).toString('base64url');
}

export function generateSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Keys are 192-bit random, so SHA-256 (fast, no salt) is the right hash. One-shot `crypto.hash`:
 * a Hash object per call cost a few µs on every authenticated request.
 */
export function hashKey(key: string): string {
  return hash('sha256', key, 'hex');
}

/** The hash of `key` as bytes, to compare with {@link sameHash}. */
export function hashKeyBytes(key: string): Buffer {
  return hash('sha256', key, 'buffer');
}

/** Constant-time comparison of two hashes (bytes). */
export function sameHash(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Constant-time equality of two secrets: their hashes are compared, so no length leaks either. */
export function sameSecret(a: string, b: string): boolean {
  return sameHash(hashKeyBytes(a), hashKeyBytes(b));
}

export interface NewApp {
  name: string;
  language?: Language;
  /** The owning account: every App has one. */
  accountId: string;
  webhookUrl?: string | null;
  allowedOrigins?: string[];
}

export interface IssuedKey {
  id: string;
  /** The App-Key itself: returned once, only its hash is stored. */
  key: string;
  prefix: string;
  /** What the key is for ('' when unnamed). */
  name: string;
  createdAt: Date;
}

/** Stores a new key of an App. */
export async function issueAppKey(manager: EntityManager, appId: string, name = ''): Promise<IssuedKey> {
  const repo = manager.getRepository(AppKeyEntity);
  const key = generateAppKey();
  const saved = await repo.save(repo.create({ appId, keyHash: hashKey(key), prefix: key.slice(0, 10), name }));
  return { id: saved.id, key, prefix: saved.prefix, name: saved.name, createdAt: saved.createdAt };
}

/** Creates an App and its first key in one transaction (portal, CLI, seed and tests). */
export async function createAppWithKey(manager: EntityManager, input: NewApp): Promise<{ app: AppEntity; key: IssuedKey }> {
  return manager.transaction(async (tx) => {
    const repo = tx.getRepository(AppEntity);
    const app = await repo.save(
      repo.create({
        name: input.name,
        language: input.language ?? 'en',
        accountId: input.accountId,
        token: generateAppToken(),
        webhookUrl: input.webhookUrl ?? null,
        webhookSecret: generateSecret(),
        pushSecret: generateSecret(),
        visitorSecret: generateSecret(),
        identitySecret: generateSecret(),
        allowedOrigins: input.allowedOrigins ?? [],
      }),
    );
    return { app, key: await issueAppKey(tx, app.id, 'First key') };
  });
}
