import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import type { Config } from '../../config';
import type { VapidKeys } from '../../platform/messaging/web-push-provider';

/** Development's pair made earlier, when the file holds one. */
function readPair(file: string): { publicKey: string; privateKey: string } | undefined {
  try {
    const json = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof json.publicKey === 'string' && typeof json.privateKey === 'string')
      return { publicKey: json.publicKey, privateKey: json.privateKey };
  } catch {
    /* none yet */
  }
  return undefined;
}

/**
 * Web Push's keys: the configured pair; else, outside production, the pair made on the first start
 * (kept beside DATA_DIR so subscriptions survive a restart; only in memory with an in-memory database);
 * else null: production without keys sends no push and offers none.
 */
export function resolveVapidKeys(
  vapid: Config['vapid'],
  log: { info: (obj: object, msg: string) => void },
): VapidKeys | null {
  if (vapid.keys) return { ...vapid.keys, subject: vapid.subject };
  if (!vapid.generate) return null;
  let pair = vapid.file ? readPair(vapid.file) : undefined;
  if (!pair) {
    pair = webPush.generateVAPIDKeys();
    if (vapid.file) {
      mkdirSync(path.dirname(vapid.file), { recursive: true });
      writeFileSync(vapid.file, JSON.stringify(pair), { mode: 0o600 });
      log.info({ file: vapid.file }, 'made a VAPID key pair for Web Push (development)');
    }
  }
  return { ...pair, subject: vapid.subject };
}
