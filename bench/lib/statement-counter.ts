import net from 'node:net';

/**
 * A PostgreSQL proxy that reads the frontend side of the wire protocol and keeps the statements the
 * server sends: simple queries ('Q') and the text of each extended-protocol Parse ('P') that an Execute
 * ('E') runs (a named statement, parsed once per connection, by the text its Parse gave). Used to count what one booking costs in round trips.
 */
export async function startStatementCounter(target: { host: string; port: number }) {
  const statements: string[] = [];
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    let buffer = Buffer.alloc(0);
    let started = false;
    let lastParse = '';
    let bound = '';
    const named = new Map<string, string>();
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          if (buffer.length < 4) break;
          const len = buffer.readInt32BE(0);
          if (buffer.length < len) break;
          buffer = buffer.subarray(len);
          started = true;
          continue;
        }
        if (buffer.length < 5) break;
        const type = String.fromCharCode(buffer[0]);
        const len = buffer.readInt32BE(1);
        if (buffer.length < len + 1) break;
        const body = buffer.subarray(5, len + 1);
        if (type === 'Q') statements.push(body.toString('utf8', 0, body.indexOf(0)));
        if (type === 'P') {
          const nameEnd = body.indexOf(0);
          const name = body.toString('utf8', 0, nameEnd);
          const text = body.toString('utf8', nameEnd + 1, body.indexOf(0, nameEnd + 1));
          if (name) named.set(name, text);
          lastParse = text;
        }
        // A Bind names the statement it runs: a named one is parsed once per connection and reused.
        if (type === 'B') {
          const portalEnd = body.indexOf(0);
          const name = body.toString('utf8', portalEnd + 1, body.indexOf(0, portalEnd + 1));
          bound = name ? (named.get(name) ?? `(prepared ${name})`) : lastParse;
        }
        if (type === 'E') statements.push(bound);
        buffer = buffer.subarray(len + 1);
      }
    });
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end);
    upstream.on('error', end);
    client.on('close', end);
    upstream.on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as net.AddressInfo).port,
    statements,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
