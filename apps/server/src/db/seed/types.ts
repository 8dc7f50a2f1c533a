import type { Db } from '../client.ts';

/** What the seeders are asked to make sure exists (AppConfig fields, see plugins/env.ts). */
export interface SeedOptions {
  /** Astrologers with ids 1..n (the directory seeder tops up to this count). */
  astrologers: number;
  /** Seeds the demo logins (AppConfig.demoAccounts). */
  demoAccounts?: boolean;
  /** Where seeders report what they did (the app's pino logger, or a console for the CLI). */
  log?: { info(fields: object, message: string): void };
}

/**
 * One seeder per domain that ships reference data.
 * Each must be idempotent: it runs on every start, so it upserts or checks before inserting.
 */
export type Seeder = { name: string; run(db: Db, options: SeedOptions): Promise<void> };
