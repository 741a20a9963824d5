// One websocket to /api/ws/{userId}: handshake with protocol version and last seq, and spec 000 §7's reconnects.
import type { ClientMessage } from "@antbrawl/protocol/ws";
import { PROTOCOL_VERSION, WS_CLOSE } from "@antbrawl/protocol/ws-codes";
import type { ServerMessage } from "@antbrawl/protocol/ws-server";

/** Spec 000 §7: up to 3 attempts, 2 s times the attempt number; texts of §8. */
export const MAX_RECONNECT_ATTEMPTS = 3;
const RECONNECT_STEP_MS = 2000;
/** Reconnects after a restart close are spread over this long. */
const RESTART_SPREAD_MS = 500;
const reconnectingText = (attempt: number) => `Connection lost. Reconnecting... (${attempt}/${MAX_RECONNECT_ATTEMPTS})`;
export const CONNECTION_FAILED_TEXT = "Connection failed. Please refresh the page.";

/** `signed_out`: the server closed the socket because this device's session is no longer valid (4401). */
type LiveState = "idle" | "connecting" | "open" | "reconnecting" | "failed" | "signed_out";
export interface LiveStatus {
  state: LiveState;
  /** What the player reads, when there is something to say. */
  text: string | null;
  /** While reconnecting: which try this is, of MAX_RECONNECT_ATTEMPTS. */
  attempt?: number;
}

/** The part of the browser's WebSocket this uses (a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
}

export interface ConnectionOptions {
  url: string;
  /** The persisted session token; without it the upgrade's cookie authenticates and `hello` does the handshake. */
  token: string | null;
  openSocket(url: string): SocketLike;
  /** Raw parsed frames; the caller validates them. */
  onMessage(message: unknown): void;
  onStatus(status: LiveStatus): void;
  timers?: { setTimeout(run: () => void, ms: number): unknown; clearTimeout(handle: unknown): void };
}

/** Close codes after which trying again cannot help (signed out, not yours, replaced, out of date). */
const FINAL_CODES: readonly number[] = [
  WS_CLOSE.normal,
  WS_CLOSE.unauthorized,
  WS_CLOSE.forbidden,
  WS_CLOSE.superseded,
  WS_CLOSE.outdated,
];

/** A reconnecting live connection that remembers the last stream `seq` it saw. */
export class LiveConnection {
  private socket: SocketLike | null = null;
  private attempt = 0;
  private retry: unknown = null;
  private stopped = false;
  private lastSeq: number | undefined;
  /** The server's own words for why it will close for good (an out-of-date page). */
  private finalText: string | null = null;
  private readonly timers: NonNullable<ConnectionOptions["timers"]>;

  constructor(private readonly options: ConnectionOptions) {
    this.timers = options.timers ?? {
      setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as number),
    };
  }

  /** Opens the socket (once). */
  open(): void {
    if (this.socket || this.stopped) return;
    this.options.onStatus({ state: "connecting", text: null });
    this.connect();
  }

  /** Closes for good with 1000: no reconnect (logout, leaving the app). */
  close(): void {
    this.stopped = true;
    this.timers.clearTimeout(this.retry);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(WS_CLOSE.normal, "Client closed");
    }
    this.options.onStatus({ state: "idle", text: null });
  }

  /** Sends a client message if the socket is open; answers whether it went out. */
  send(message: ClientMessage): boolean {
    if (this.socket?.readyState !== 1) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private connect(): void {
    const socket = this.options.openSocket(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      const handshake = { protocol_version: PROTOCOL_VERSION, last_seq: this.lastSeq };
      const { token } = this.options;
      const hello: ClientMessage = token
        ? { type: "authenticate", token, ...handshake }
        : { type: "hello", ...handshake };
      socket.send(JSON.stringify(hello));
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => this.closed(event.code);
  }

  private receive(data: unknown): void {
    let message: unknown;
    try {
      message = JSON.parse(String(data));
    } catch {
      console.warn("Live message is not JSON", data);
      return;
    }
    const m = message as Partial<ServerMessage> & { seq?: unknown };
    if (typeof m.seq === "number") {
      if (this.lastSeq !== undefined && m.seq <= this.lastSeq) return;
      this.lastSeq = m.seq;
    }
    if (m.type === "authenticated") {
      this.attempt = 0;
      if (this.lastSeq === undefined && typeof m.last_seq === "number") this.lastSeq = m.last_seq;
      this.options.onStatus({ state: "open", text: null });
    }
    if (m.type === "resumed" && typeof m.last_seq === "number") this.lastSeq = m.last_seq;
    if (m.type === "error" && m.code === "protocol_outdated") this.finalText = m.message ?? null;
    this.options.onMessage(message);
  }

  private closed(code: number): void {
    this.socket = null;
    if (this.stopped) return;
    if (code === WS_CLOSE.unauthorized) {
      this.stopped = true;
      this.options.onStatus({ state: "signed_out", text: null });
      return;
    }
    if (FINAL_CODES.includes(code)) {
      this.stopped = true;
      const text = code === WS_CLOSE.normal ? null : (this.finalText ?? CONNECTION_FAILED_TEXT);
      this.options.onStatus({ state: code === WS_CLOSE.normal ? "idle" : "failed", text });
      return;
    }
    this.attempt += 1;
    if (this.attempt > MAX_RECONNECT_ATTEMPTS) {
      this.stopped = true;
      this.options.onStatus({ state: "failed", text: CONNECTION_FAILED_TEXT });
      return;
    }
    this.options.onStatus({ state: "reconnecting", text: reconnectingText(this.attempt), attempt: this.attempt });
    // A draining node (restart code) is not down: the first try goes at once, spread over RESTART_SPREAD_MS so a
    // node's players do not all land on the next node in the same instant.
    const delay =
      code === WS_CLOSE.restart && this.attempt === 1
        ? Math.floor(Math.random() * RESTART_SPREAD_MS)
        : RECONNECT_STEP_MS * this.attempt;
    this.retry = this.timers.setTimeout(() => {
      this.retry = null;
      if (!this.stopped) this.connect();
    }, delay);
  }
}
