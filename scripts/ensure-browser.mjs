// Before the e2e journeys: make sure a Chromium exists, installing one when this machine can.
import { spawnSync } from 'node:child_process';
import { findChromium } from './lib/browser.mjs';

const run = (cmd, args, quiet = false) =>
  spawnSync(cmd, args, {
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  }).status === 0;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

if (!findChromium()) {
  if (process.env.CHROMIUM_PATH) {
    console.error(
      `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist: point it at a Chromium or unset it.`,
    );
    process.exit(1);
  }
  console.log('No Chromium found for the browser journeys; installing one…');
  // Debian's package where we may use apt (as here: no internet beyond the package mirrors), else Playwright's own.
  const installed =
    (isRoot &&
      hasAptGet &&
      run('apt-get', ['update', '-qq'], true) &&
      run('apt-get', ['install', '-y', '-qq', 'chromium'], true)) ||
    run(process.execPath, ['node_modules/@playwright/test/cli.js', 'install', 'chromium']);
  if (!installed || !findChromium()) {
    console.error(
      'No browser for the e2e tests: install Chromium (apt-get install chromium, or npx playwright install chromium) or set CHROMIUM_PATH.',
    );
    process.exit(1);
  }
}
console.log(`Browser for e2e: ${findChromium()}`);
