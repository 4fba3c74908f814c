import { connect, createServer, type Server, type Socket } from "node:net";

/** A TCP forwarder whose connection to the database a test can cut and restore. */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => {
        const address = server?.address();
        if (address && typeof address === "object") port = address.port;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    /** Drops every open connection and refuses new ones. */
    cut: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server?.close(() => resolve());
      }),
    restore: listen,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server?.close(() => resolve());
      }),
  };
}
