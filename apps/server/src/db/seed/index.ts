import type { Db } from '../client.ts';
import { astrologersSeeder } from './astrologers.ts';
import { demoAccountsSeeder } from './demo-accounts.ts';
import type { Seeder, SeedOptions } from './types.ts';

export const seeders: Seeder[] = [astrologersSeeder, demoAccountsSeeder];

/** Runs every seeder in order; called after migrations on start. */
export async function runSeeds(
  db: Db,
  options: SeedOptions = { astrologers: 13_000 },
  list: readonly Seeder[] = seeders,
): Promise<void> {
  for (const seeder of list) {
    await seeder.run(db, options);
  }
}
