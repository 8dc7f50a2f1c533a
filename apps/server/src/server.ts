import { warmAnswers, warmClassifiers } from '@nakshatra/readings';
import { buildApp } from './app.ts';
import { loadConfigFromEnv } from './plugins/env.ts';

/**
 * Entry point: read the environment, build, listen. Stops cleanly on SIGINT/SIGTERM (in-flight
 * requests finish, then the database closes), so PGlite's data directory is never left mid-write.
 */
async function main() {
  let env;
  try {
    env = loadConfigFromEnv();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const app = await buildApp(env.config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck connection must not keep the process alive forever: 10 s, then exit anyway.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.port, host: env.host });
  const shownHost = env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host;
  app.log.info(`Nakshatra is running at http://${shownHost}:${env.port} (database: ${app.dbKind})`);
  warmUpAssistant(app.log);
}

/**
 * After listening, off the request path: the question classifiers (one per answer language)
 * load from their cache or train once (2 to 4 s each), and the Saturn ingress table of the Sade
 * Sati answers is computed, so the first asker of a language does not wait for either.
 */
function warmUpAssistant(log: {
  info(o: object, m: string): void;
  warn(o: object, m: string): void;
}) {
  const t0 = performance.now();
  warmClassifiers()
    .then(() => {
      warmAnswers(new Date());
      log.info({ ms: Math.round(performance.now() - t0) }, 'assistant classifiers ready');
    })
    .catch((err: unknown) =>
      log.warn({ err }, 'assistant warm-up failed; questions train on demand'),
    );
}

main().catch((err: unknown) => {
  console.error('Failed to start the server:', err instanceof Error ? err.message : err);
  process.exit(1);
});
