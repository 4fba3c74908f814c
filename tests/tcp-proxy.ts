import { connect, createServer, type Server, type Socket } from "node:net";

/** A TCP forwarder whose connection to the database a test can cut, silence and restore. */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  let silent = false;

  const track = (s: Socket) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
    s.on("error", () => s.destroy());
  };
  // Bytes pass only while not silenced; a silenced server takes connections and never answers.
  const forward = (from: Socket, to: Socket) =>
    from.on("data", (chunk) => {
      if (!silent) to.write(chunk);
    });

  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        track(client);
        if (silent) return;
        const upstream = connect(target.port, target.host);
        track(upstream);
        forward(client, upstream);
        forward(upstream, client);
        client.on("close", () => upstream.destroy());
        upstream.on("close", () => client.destroy());
      });
      server.listen(port, "127.0.0.1", () => {
        const address = server?.address();
        if (address && typeof address === "object") port = address.port;
        resolve();
      });
    });
  const dropAll = () => {
    for (const s of sockets) s.destroy();
  };

  await listen();
  return {
    get port() {
      return port;
    },
    /** Drops every open connection and refuses new ones. */
    cut: () =>
      new Promise<void>((resolve) => {
        dropAll();
        server?.close(() => resolve());
      }),
    /** The database goes quiet: connections stay open and new ones are taken, but nothing is answered. */
    silence: () => {
      silent = true;
    },
    /** Back to forwarding. Connections that were silenced are dropped (their conversation is lost). */
    restore: async () => {
      if (silent) {
        silent = false;
        dropAll();
      }
      if (!server?.listening) await listen();
    },
    close: () =>
      new Promise<void>((resolve) => {
        dropAll();
        server?.close(() => resolve());
      }),
  };
}
