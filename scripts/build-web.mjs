// `npm run build`: the production bundle of the web app, whatever NODE_ENV is set.
import { buildWeb } from './lib/web-build.mjs';

const outIndex = process.argv.indexOf('--out-dir');
process.exit(buildWeb(outIndex > 0 ? { outDir: process.argv[outIndex + 1] } : {}));
