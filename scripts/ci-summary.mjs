// Adds up the JSON reports of every run into one closing line: 'N passed, N failed, N skipped'.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const dir = 'test-results';
for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
  const report = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
  if (file.startsWith('vitest')) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    passed += report.stats.expected;
    failed += report.stats.unexpected + (report.stats.flaky ?? 0);
    skipped += report.stats.skipped;
  }
  console.log(`${file}: read`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
