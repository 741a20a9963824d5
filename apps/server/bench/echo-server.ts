// The arena benches' baseline server: a bare `ws` server in its own process that echoes every message (or, for a
// message starting with "B", sends the rest to every client); prints its port.
import type { AddressInfo } from "node:net";
import { WebSocketServer } from "ws";

const server = new WebSocketServer({ port: 0, host: "127.0.0.1", maxPayload: 1024 * 1024 });
server.on("connection", (socket) => {
  socket.on("message", (data, isBinary) => {
    // "B…": the rest goes to every client at once, one buffer for all (the spectator bench's fan-out baseline).
    if (!isBinary && (data as Buffer)[0] === 0x42) {
      const payload = (data as Buffer).subarray(1);
      for (const client of server.clients) client.send(payload, { binary: false });
      return;
    }
    socket.send(data, { binary: isBinary });
  });
});
server.on("listening", () => console.log(`port ${(server.address() as AddressInfo).port}`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
