/**
 * The HMAC key for tokens, codes and captchas: TOKEN_SECRET when given, else one generated once and stored in
 * the database (`app_settings`), so every instance that shares the database shares the key.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema';
import { randomKey } from './crypto';

const SETTING_KEY = 'token_secret';

export type SecretProvider = () => Promise<string>;

export function createSecretProvider(db: Database, configured: string | undefined): SecretProvider {
  let pending: Promise<string> | undefined;
  const load = async (): Promise<string> => {
    if (configured) return configured;
    // Insert-if-absent then read: two instances starting together end up with the same secret.
    await db.insert(appSettings).values({ key: SETTING_KEY, value: randomKey(48) }).onConflictDoNothing();
    const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING_KEY));
    return row.value;
  };
  return () => {
    pending ??= load().catch((err) => {
      pending = undefined;
      throw err;
    });
    return pending;
  };
}
