// `npm start`: build the web app when its sources or build mode differ from the last build, then run the server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWeb, root, staleReason } from './lib/web-build.mjs';

const reason = staleReason();
if (reason) {
  console.log(`Building the web app (${reason})…`);
  const status = buildWeb();
  if (status !== 0) process.exit(status);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/server.ts')], {
  cwd: root,
  stdio: 'inherit',
});
// Pass stop signals on, so the server drains requests and closes the database cleanly.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
