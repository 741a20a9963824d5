// The live arena in component tests: a live battle fixture and MSW's websocket link playing the server.
import type { LiveBattle, LiveParticipant, ServerMessage } from "@antbrawl/protocol/ws-server";
import { ws } from "msw";
import { battleBetween, player } from "./fixtures";
import { server } from "./server";

export const opponent = { id: "user-2", username: "rival" };

/** A ranked live battle of the player's Rex against the rival's Brute, fighting turn 1 unless told otherwise. */
export function liveBattle(overrides: Partial<LiveBattle> = {}): LiveBattle {
  const base = battleBetween(100, 100);
  const [a, b] = base.participants;
  if (!a || !b) throw new Error("the fixture battle has two fighters");
  const participants: LiveParticipant[] = [
    { ...a, ant_id: "ant-1", ant_name: "Rex", connected: true, tactic: null },
    {
      ...b,
      user_id: opponent.id,
      username: opponent.username,
      ant_id: "ant-9",
      ant_name: "Brute",
      connected: true,
      tactic: null,
    },
  ];
  return {
    ...base,
    id: "live-1",
    battle_type: "ranked",
    status: "in_progress",
    stake_amount: 0.1,
    winner_id: null,
    winner_ant_id: null,
    completed_at: null,
    current_turn: 1,
    participants,
    phase: "fighting",
    turn_ends_at: null,
    turn_seconds: 10,
    spectators: 0,
    ...overrides,
  };
}

/** Plays the live server: answers the handshake, records what the client sends, and sends what a test says. */
export function liveServer() {
  const link = ws.link("ws://*/api/ws/*");
  const sent: Record<string, unknown>[] = [];
  const clients = new Set<{ send(data: string): void }>();
  server.use(
    link.addEventListener("connection", ({ client }) => {
      clients.add(client);
      client.addEventListener("message", (event) => {
        const message = JSON.parse(String(event.data)) as Record<string, unknown>;
        if (message.type === "authenticate" || message.type === "hello") {
          client.send(JSON.stringify({ type: "authenticated", user_id: player.id, protocol_version: 2 }));
          return;
        }
        sent.push(message);
      });
      client.addEventListener("close", () => clients.delete(client));
    }),
  );
  let seq = 0;
  return {
    sent,
    /** Sends a server message (with the next stream seq) to every open client. */
    send(message: ServerMessage) {
      seq += 1;
      for (const client of clients) client.send(JSON.stringify({ ...message, seq }));
    },
    get connected() {
      return clients.size;
    },
  };
}

/** The two seats of a live battle, for tests that change one. */
export function seats(battle: LiveBattle): [LiveParticipant, LiveParticipant] {
  const [a, b] = battle.participants;
  if (!a || !b) throw new Error("a live battle has two seats");
  return [a, b];
}
