import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Db, type DbKind } from '../db/client.ts';
import { runSeeds } from '../db/seed/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DbKind;
  }
}

/** Opens PGlite or PostgreSQL, migrates, seeds, and closes the database with the app. */
async function dbPlugin(app: FastifyInstance) {
  const database = await openDatabase(app.config.database);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.addHook('onClose', async () => {
    await database.close();
  });
  if (app.config.seed)
    await runSeeds(database.db, {
      astrologers: app.config.seedAstrologers,
      demoAccounts: app.config.demoAccounts,
      log: app.log,
    });
  app.log.info({ db: database.kind }, 'database ready');
}

export default fp(dbPlugin, { name: 'db' });
