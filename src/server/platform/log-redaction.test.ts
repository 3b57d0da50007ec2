import { describe, expect, it } from 'vitest';
import { createFastify } from '../app/platform';
import { loadConfig } from '../config';
import { redactUrl } from './log-redaction';

describe('log redaction', () => {
  it.each([
    ['/api/webhooks/msg91?token=s3cr3t-webhook', '/api/webhooks/msg91?token=[hidden]'],
    ['/x?a=1&signature=abc&b=2', '/x?a=1&signature=[hidden]&b=2'],
    ['/email/confirm?code=123456#top', '/email/confirm?code=[hidden]#top'],
    ['/api/services?page=2', '/api/services?page=2'],
    ['/r/abc123', '/r/abc123'],
  ])('%s → %s', (url, logged) => expect(redactUrl(url)).toBe(logged));

  it('leaves no webhook token in the request log line', async () => {
    const lines: string[] = [];
    const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', LOG_FORMAT: 'json' });
    const app = createFastify(config, { logStream: { write: (line) => void lines.push(line) } });
    app.post('/api/webhooks/msg91', async () => ({ ok: true }));
    await app.ready();
    const res = await app.inject({
      method: 'POST',
      url: '/api/webhooks/msg91?token=hook-secret-42&x=1',
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    await app.close();
    const incoming = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'incoming request');
    expect(incoming?.req.url).toBe('/api/webhooks/msg91?token=[hidden]&x=1');
    expect(lines.join('\n')).not.toContain('hook-secret-42');
  });
});
