// A tiny OpenAI-compatible /chat/completions server on 127.0.0.1 for chat tests: answers, hangs or fails on demand.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type ModelMode = "answer" | "hang" | "fail";

export interface FakeModel {
  baseUrl: string;
  mode: ModelMode;
  reply: string;
  requests: { path: string; headers: IncomingMessage["headers"]; body: Record<string, unknown> }[];
  close(): Promise<void>;
}

/** Starts the fake model on a free port; `mode` and `reply` can be changed between requests. */
export async function startFakeModel(): Promise<FakeModel> {
  const model: FakeModel = {
    baseUrl: "",
    mode: "answer",
    reply: "Hi from the model ant!",
    requests: [],
    close: async () => {},
  };
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      model.requests.push({ path: req.url ?? "", headers: req.headers, body: JSON.parse(raw || "{}") });
      if (model.mode === "hang") return;
      if (model.mode === "fail") {
        res.writeHead(500, { "content-type": "application/json" }).end('{"error":"boom"}');
        return;
      }
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content: model.reply } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  model.baseUrl = `http://127.0.0.1:${port}/v1`;
  model.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return model;
}
