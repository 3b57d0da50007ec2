import net from 'node:net';

/**
 * A TCP proxy on loopback that the test controls: `down()` refuses new connections and cuts open ones
 * (the database or a server going away), `up()` listens again on the same port. With several targets it
 * spreads connections round-robin (two server processes behind one address).
 */
export async function startTcpProxy(targets: { host?: string; port: number }[]) {
  const sockets = new Set<net.Socket>();
  let next = 0;
  let port = 0;
  let server: net.Server | null = null;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const target = targets[next++ % targets.length];
        const upstream = net.connect({ host: target.host ?? '127.0.0.1', port: target.port });
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream);
        upstream.pipe(client);
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    async down() {
      const s = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    async up() {
      if (!server) await listen();
    },
    close() {
      return this.down();
    },
  };
}
