/**
 * A small TCP load balancer for tests: each new client connection goes to the next instance in
 * turn; when that instance refuses (it is dead or restarting) the next one is tried, as nginx's
 * `proxy_next_upstream error` does. A connection cut mid-request is the client's to retry.
 */
import { connect, createServer, type Socket } from "node:net";

export type Balancer = {
  origin: string;
  /** Connections each instance took, by its port. */
  connectionsByPort: () => Record<number, number>;
  close: () => Promise<void>;
};

export async function startBalancer(backendPorts: number[]): Promise<Balancer> {
  const sockets = new Set<Socket>();
  const taken: Record<number, number> = {};
  let next = 0;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };

  /** Connects to the first instance, from `start` on, that accepts; null when none does. */
  function connectFrom(start: number, tried = 0): Promise<{ socket: Socket; port: number } | null> {
    if (tried >= backendPorts.length) return Promise.resolve(null);
    const port = backendPorts[(start + tried) % backendPorts.length] ?? 0;
    return new Promise((resolve) => {
      const upstream = connect(port, "127.0.0.1");
      upstream.once("connect", () => resolve({ socket: upstream, port }));
      upstream.once("error", () => {
        upstream.destroy();
        resolve(connectFrom(start, tried + 1));
      });
    });
  }

  const server = createServer((client) => {
    track(client);
    client.pause();
    const start = next;
    next = (next + 1) % backendPorts.length;
    void connectFrom(start).then((found) => {
      if (!found || client.destroyed) {
        found?.socket.destroy();
        client.destroy();
        return;
      }
      const { socket: upstream, port } = found;
      taken[port] = (taken[port] ?? 0) + 1;
      track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
      client.resume();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = address && typeof address === "object" ? address.port : 0;

  return {
    origin: `http://127.0.0.1:${port}`,
    connectionsByPort: () => ({ ...taken }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
