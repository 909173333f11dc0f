// Hosts an other site can be on that never answer: one stalled, one refusing connections.
import {once} from 'node:events';
import net from 'node:net';

/** A server that accepts connections and never answers: a stalled host. */
export async function stalledHost() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as net.AddressInfo).port,
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}

/** A port nothing listens on (connection refused): one the system gave, then closed. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const {port} = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}
