// `node scripts/parallel.mjs "npm run typecheck" "npm run lint"`: runs the commands at once and fails when
// any fails. tsc and ESLint each use one core, so on a 2-core machine the pair takes the longer one's time
// instead of the sum. Each command's output is held and printed whole when it ends, not interleaved.
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
const results = await Promise.all(
  commands.map(
    (command) =>
      new Promise((resolve) => {
        const started = performance.now();
        const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => {
          const seconds = ((performance.now() - started) / 1000).toFixed(1);
          process.stdout.write(
            `> ${command} (${code === 0 ? 'ok' : `exit ${code}`}, ${seconds} s)\n${output}`,
          );
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exit(results.some((code) => code !== 0) ? 1 : 0);
