// `npm start`: builds the web app if it is missing or stale, then runs the API server, which
// migrates and seeds its database and serves the built app on PORT (default 3000).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root, webBuildIsStale, buildWeb } from './lib.mjs';

if (webBuildIsStale()) {
  console.log('Building the web app (apps/web/dist)...');
  await buildWeb();
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/server.ts')], {
  stdio: 'inherit',
  cwd: root,
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
