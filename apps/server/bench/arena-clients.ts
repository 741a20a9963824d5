// Arena bench players: sign-up with one ant through the API, and one live-arena websocket each that plays every turn.
import { PROTOCOL_VERSION } from "@antbrawl/protocol/ws";
import { TACTIC_IDS } from "@antbrawl/rules/battle/tactics";
import WebSocket from "ws";
import { request } from "./support";

/** The messages of a live battle a player receives (battle_completed and queue notices are not counted). */
export const LIVE_TYPES = new Set([
  "battle_found",
  "countdown_update",
  "battle_started",
  "battle_update",
  "battle_ended",
]);
/** The server admits 32 sockets per client address per node; the bench puts 30 on each of 127.1.x.y. */
const SOCKETS_PER_ADDRESS = 30;

export interface Player {
  id: string;
  token: string;
  antId: string;
}

/** What every socket of one node received, for the messages-per-second figure. */
export interface NodeTally {
  live: number;
  /** battle_update messages: one per turn played and player. */
  updates: number;
  bytes: number;
  first: number;
  last: number;
}

export const newTally = (): NodeTally => ({ live: 0, updates: 0, bytes: 0, first: Number.POSITIVE_INFINITY, last: 0 });

const letters = (n: number) => {
  let text = "";
  for (let i = n + 1; i > 0; i = Math.floor((i - 1) / 26)) text = String.fromCharCode(65 + ((i - 1) % 26)) + text;
  return text;
};

/** Runs `work(i)` for i < total with `concurrency` in flight. */
export async function pool(total: number, concurrency: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < total) await work(next++);
  };
  await Promise.all(Array.from({ length: Math.min(total, concurrency) }, worker));
}

/** Signs up `count` players, each with one new (ready) ant, through the HTTP API of the given nodes in turn, and opens their colonies. */
export async function signUpPlayers(bases: string[], count: number): Promise<Player[]> {
  const players: Player[] = new Array(count);
  await pool(count, 16, async (i) => {
    const base = bases[i % bases.length] as string;
    const username = `arena${letters(i)}`;
    const signup = (await request(base, "POST", "/api/users", {
      body: { username, email: `${username}@bench.local` },
    })) as { json: { user: { id: string }; token: string } };
    const ant = (await request(base, "POST", `/api/users/${signup.json.user.id}/ants`, {
      token: signup.json.token,
      body: { name: `Arena ${letters(i)}`, appearance: { color: "#8B4513" } },
    })) as { json: { id: string } };
    // The colony page reads the ants (and brings each up to date) before a player can press Find Match.
    await request(base, "GET", `/api/users/${signup.json.user.id}/ants`, { token: signup.json.token });
    players[i] = { id: signup.json.user.id, token: signup.json.token, antId: ant.json.id };
  });
  return players;
}

/** One player's socket on one node: records join → queue_joined / its battle, and chooses a tactic every turn. */
export class ArenaClient {
  socket!: WebSocket;
  joinSentAt = 0;
  queuedAt = 0;
  /** The first message of the player's battle: battle_found, or later ones when the countdown was already over. */
  foundAt = 0;
  sawBattleFound = false;
  endedAt = 0;
  errors: string[] = [];
  closedEarly: number | null = null;
  /** How late each clock-resolved turn reached this player: receipt − the turn's announced end (wall-clock ms). */
  lateness: number[] = [];
  private choices = 0;
  private turnEndsAt: number | null = null;

  constructor(
    readonly player: Player,
    readonly node: number,
    private readonly tally: NodeTally,
    /** False: the player never chooses, so every turn resolves on the clock at its announced end. */
    private readonly chooses = true,
  ) {}

  /** Opens the socket from a loopback address of its own group and authenticates; rejects after `timeoutMs`. */
  connect(base: string, index: number, timeoutMs = 30_000): Promise<void> {
    const group = Math.floor(index / SOCKETS_PER_ADDRESS);
    const localAddress = `127.1.${Math.floor(group / 250)}.${1 + (group % 250)}`;
    const url = `${base.replace("http", "ws")}/api/ws/${this.player.id}`;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`socket ${index}: not authenticated in ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.socket = new WebSocket(url, { localAddress });
      this.socket.on("open", () =>
        this.socket.send(
          JSON.stringify({ type: "authenticate", token: this.player.token, protocol_version: PROTOCOL_VERSION }),
        ),
      );
      this.socket.on("error", (error) => {
        clearTimeout(timer);
        reject(error);
      });
      this.socket.on("close", (code) => {
        this.closedEarly ??= code;
        clearTimeout(timer);
        reject(new Error(`socket ${index} closed with ${code}`));
      });
      this.socket.on("message", (data: Buffer) => {
        const message = JSON.parse(data.toString("utf8")) as { type: string };
        if (message.type === "authenticated") {
          clearTimeout(timer);
          resolve();
        }
        this.receive(message, data.length);
      });
    });
  }

  join(): void {
    this.joinSentAt = performance.now();
    this.send({ type: "join_matchmaking", ant_id: this.player.antId, match_type: "quick", stake_amount: 0 });
  }

  close(): void {
    this.closedEarly = 0;
    if (this.socket?.readyState === WebSocket.OPEN || this.socket?.readyState === WebSocket.CONNECTING) {
      this.socket.close(1000);
    }
  }

  private send(message: Record<string, unknown>): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private receive(message: { type: string; [key: string]: unknown }, bytes: number): void {
    const now = performance.now();
    if (LIVE_TYPES.has(message.type)) {
      if (this.foundAt === 0) this.foundAt = now;
      if (message.type === "battle_found") this.sawBattleFound = true;
      this.tally.live += 1;
      if (message.type === "battle_update") this.tally.updates += 1;
      this.tally.bytes += bytes;
      this.tally.first = Math.min(this.tally.first, now);
      this.tally.last = now;
    }
    if (message.type === "queue_joined") this.queuedAt = now;
    else if (message.type === "battle_ended") this.endedAt = now;
    else if (message.type === "error" || message.type === "queue_left")
      this.errors.push(String(message.message ?? message.type));
    if (message.type === "battle_started" || message.type === "battle_update") {
      const battle = message.battle as { id: string; phase: string; current_turn: number; turn_ends_at: string | null };
      if (message.type === "battle_update" && this.turnEndsAt !== null)
        this.lateness.push(Date.now() - this.turnEndsAt);
      this.turnEndsAt = battle.turn_ends_at === null ? null : Date.parse(battle.turn_ends_at);
      if (battle.phase !== "fighting" || !this.chooses) return;
      this.choices += 1;
      const tactic = TACTIC_IDS[this.choices % TACTIC_IDS.length];
      this.send({ type: "choose_tactic", battle_id: battle.id, turn: battle.current_turn, tactic });
    }
  }
}

/** Removes the players' stream counters and histories, which the server keeps in Redis (prefix `antbrawl:`). */
export async function forgetStreams(busUrl: string, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const { Redis } = await import("ioredis");
  const redis = new Redis(busUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    for (let i = 0; i < userIds.length; i += 500) {
      const ids = userIds.slice(i, i + 500);
      await redis.del(...ids.flatMap((id) => [`antbrawl:seq:${id}`, `antbrawl:history:${id}`]));
    }
  } finally {
    redis.disconnect();
  }
}

/** The node's warnings and errors, counted by message (and error text), most frequent first. */
export function logSummary(output: string): string {
  const counts = new Map<string, number>();
  for (const line of output.split("\n")) {
    if (!line.trim()) continue;
    let key = line.slice(0, 160);
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
      key = `${entry.level === 40 ? "warn" : "error"} ${entry.msg}${entry.err?.message ? `: ${entry.err.message.slice(0, 120)}` : ""}`;
    } catch {}
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6);
  return top.length === 0 ? "nothing" : top.map(([key, n]) => `${n}× ${key}`).join("; ");
}
