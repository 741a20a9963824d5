// The arena bench's baseline server: a bare `ws` server in its own process that echoes every message; prints its port.
import type { AddressInfo } from "node:net";
import { WebSocketServer } from "ws";

const server = new WebSocketServer({ port: 0, host: "127.0.0.1", maxPayload: 1024 * 1024 });
server.on("connection", (socket) => {
  socket.on("message", (data, isBinary) => socket.send(data, { binary: isBinary }));
});
server.on("listening", () => console.log(`port ${(server.address() as AddressInfo).port}`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
