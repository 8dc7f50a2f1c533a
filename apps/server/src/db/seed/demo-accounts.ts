import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Seeder } from './types.ts';

/** The password of every demo login (README "Demo accounts"): for a local copy only. */
export const DEMO_PASSWORD = 'nakshatra-demo';

/**
 * The demo logins: an admin (reads /feedback) and three astrologers, linked to the first three
 * astrologers of the directory, so one person can play both sides of a consultation.
 */
export const DEMO_ACCOUNTS = [
  { email: 'admin@nakshatra.local', name: 'Nakshatra Admin', role: 'admin', astrologerId: null },
  { email: 'astrologer1@nakshatra.local', name: null, role: 'astrologer', astrologerId: 1 },
  { email: 'astrologer2@nakshatra.local', name: null, role: 'astrologer', astrologerId: 2 },
  { email: 'astrologer3@nakshatra.local', name: null, role: 'astrologer', astrologerId: 3 },
] as const;

/**
 * Inserts the demo logins that are missing (an astrologer's takes its directory name, and is
 * skipped when that astrologer does not exist). Existing rows are left alone, so a demo user
 * who changed their password keeps it.
 */
export const demoAccountsSeeder: Seeder = {
  name: 'demo-accounts',
  async run(db, options) {
    if (!options.demoAccounts) return;
    // The OWASP minimum, like real accounts (plugins/env.ts argon2 defaults).
    const passwordHash = await hash(DEMO_PASSWORD, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    let added = 0;
    for (const account of DEMO_ACCOUNTS) {
      const res = (await db.execute(sql`
        insert into nakshatra.users (email, name, password_hash, role, astrologer_id)
        select ${account.email},
               coalesce(${account.name}::text, (select name from nakshatra.astrologers where id = ${account.astrologerId}::int)),
               ${passwordHash}, ${account.role}, ${account.astrologerId}::int
        where ${account.astrologerId}::int is null
           or exists (select 1 from nakshatra.astrologers where id = ${account.astrologerId}::int)
        on conflict (email) do nothing
        returning id`)) as unknown as { rows: unknown[] };
      added += res.rows.length;
    }
    if (added > 0) options.log?.info({ added }, 'demo accounts seeded (README "Demo accounts")');
  },
};
