// The websocket protocol: sample messages of every type validate both ways, and bad ones do not.
import { STAT_NAMES } from "@antbrawl/rules/ant";
import type { Static } from "@sinclair/typebox";
import { TypeCompiler } from "@sinclair/typebox/compiler";
import { describe, expect, expectTypeOf, it } from "vitest";
import { LIVE_ERRORS } from "../src/errors";
import {
  CLIENT_MESSAGES,
  ClientMessage,
  type ClientMessageOf,
  type ClientMessageType,
  outdatedProtocolText,
  PROTOCOL_VERSION,
} from "../src/ws";
import { type LiveBattle, type LiveParticipant, ServerMessage, type ServerMessageType } from "../src/ws-server";

const checkServer = TypeCompiler.Compile(ServerMessage);
const checkClient = TypeCompiler.Compile(ClientMessage);

const participant = (n: number): LiveParticipant => ({
  user_id: `user-${n}`,
  username: `player${n}`,
  ant_id: `ant-${n}`,
  ant_name: `Fighter ${n}`,
  starting_health: 100,
  current_health: 80,
  starting_energy: 90,
  energy: 70,
  stats: Object.fromEntries(STAT_NAMES.map((s) => [s, 10])) as LiveParticipant["stats"],
  appearance: { color: "#8B4513", pattern: "solid", size: 1, battle_scars: [] },
  level: 2,
  elo_before: 1200,
  elo_after: 1200,
  experience_gained: 0,
  connected: n === 1,
  tactic: n === 1 ? "press" : null,
});

const battle: LiveBattle = {
  id: "battle-1",
  battle_type: "ranked",
  status: "in_progress",
  arena_type: "basic",
  battle_speed: "normal",
  stake_amount: 0.1,
  participants: [participant(1), participant(2)],
  winner_id: null,
  winner_ant_id: null,
  current_turn: 3,
  battle_log: [
    {
      turn: 1,
      description: "Fighter 1 bites Fighter 2",
      ant_id: "ant-1",
      target_id: "ant-2",
      damage_dealt: 12,
      critical_hit: false,
      timestamp: "2026-11-23T10:00:01.000Z",
      kind: "attack",
      energy_delta: -3,
    },
  ],
  battle_summary: null,
  seed: null,
  dice_commitment: "ab".repeat(32),
  dice_salt: null,
  created_at: "2026-11-23T10:00:00.000Z",
  completed_at: null,
  phase: "fighting",
  turn_ends_at: "2026-11-23T10:00:05.000Z",
  turn_seconds: 5,
  spectators: 0,
};

const samples: Record<ServerMessageType, Record<string, unknown>> = {
  authenticated: { type: "authenticated", user_id: "user-1", protocol_version: PROTOCOL_VERSION, last_seq: 0 },
  resumed: { type: "resumed", replayed: 2, complete: true, last_seq: 9 },
  pong: { type: "pong" },
  error: { type: "error", message: "Unknown message type: dance", code: "unknown_message" },
  queue_joined: { type: "queue_joined", seq: 1, message: "Searching for Opponent", match_type: "quick", ant_id: "a" },
  queue_left: { type: "queue_left", seq: 1, message: "Search cancelled" },
  battle_found: { type: "battle_found", seq: 2, battle },
  countdown_update: { type: "countdown_update", seq: 3, message: "3" },
  battle_started: { type: "battle_started", seq: 4, battle },
  battle_update: { type: "battle_update", seq: 5, battle },
  battle_ended: { type: "battle_ended", seq: 6, battle, winner: "Fighter 1" },
  battle_invitation_received: { type: "battle_invitation_received", seq: 7, inviter_username: "player2" },
  battle_invitation_accepted: { type: "battle_invitation_accepted", seq: 8, accepter_username: "player2" },
  rejoined_battle: { type: "rejoined_battle", seq: 9, battle },
  battle_watchers: { type: "battle_watchers", battle_id: "battle-1", count: 2, names: ["player3", "player4"] },
  ant_updated: { type: "ant_updated", seq: 10, ant_id: "ant-1" },
  ant_deleted: { type: "ant_deleted", seq: 11, ant_id: "ant-1" },
  battle_completed: { type: "battle_completed", seq: 12, battle_id: "battle-1", ant_ids: ["ant-1", "ant-2"] },
  achievement_unlocked: { type: "achievement_unlocked", seq: 13, achievement_ids: ["first_feed"] },
  item_won: { type: "item_won", seq: 14, battle_id: "b-1", equipment_id: "leaf_shield", name: "Leaf Shield" },
  training_completed: {
    type: "training_completed",
    seq: 14,
    kind: "training",
    ref_id: "ant-1",
    text: "Rex finished training",
  },
  friend_request_received: {
    type: "friend_request_received",
    seq: 14,
    friendship_id: "f-1",
    requester_id: "user-2",
    requester_username: "player2",
  },
  friend_request_accepted: {
    type: "friend_request_accepted",
    seq: 15,
    friendship_id: "f-1",
    friend_id: "user-2",
    friend_username: "player2",
  },
  friends_changed: { type: "friends_changed", seq: 16 },
  arena_combat_frame: {
    type: "arena_combat_frame",
    battle_id: "b-1",
    tick: 62,
    state: { tick: 62, phase: "fighting" },
    events: [{ tick: 61, kind: "bite" }],
  },
  arena_combat_command_taken: {
    type: "arena_combat_command_taken",
    battle_id: "b-1",
    ant_id: "a-1",
    tick: 64,
    text: "bite!",
  },
  presence_changed: { type: "presence_changed", seq: 17, user_id: "user-2", is_online: true },
  notification: {
    type: "notification",
    seq: 18,
    unread_count: 1,
    notification: {
      id: "n-1",
      kind: "battle_invitation",
      title: "Battle invitation",
      body: "player2 challenges you to a friendly battle",
      link: "/battle",
      invitation_id: "i-1",
      created_at: "2026-11-27T10:00:00.000Z",
      read: false,
    },
  },
  notifications_read: { type: "notifications_read", seq: 19, unread_count: 0 },
  tournament_updated: { type: "tournament_updated", tournament_id: "daily-2026-11-28" },
  challenges_changed: { type: "challenges_changed" },
};

describe("server messages", () => {
  it.each(Object.entries(samples))("%s validates", (_type, message) => {
    expect([...checkServer.Errors(message)].map((e) => `${e.path} ${e.message}`)).toEqual([]);
  });

  it("refuses a battle without participants' live fields, a zero seq and unknown fields", () => {
    const { connected: _c, ...bare } = participant(1);
    expect(checkServer.Check({ type: "battle_update", battle: { ...battle, participants: [bare] } })).toBe(false);
    expect(checkServer.Check({ type: "ant_updated", seq: 0, ant_id: "a" })).toBe(false);
    expect(checkServer.Check({ type: "pong", extra: true })).toBe(false);
    expect(checkServer.Check({ type: "battle_ended", battle })).toBe(false);
  });
});

describe("client messages", () => {
  const good: { [K in ClientMessageType]: ClientMessageOf<K> } = {
    authenticate: { type: "authenticate", token: "t", protocol_version: PROTOCOL_VERSION, last_seq: 4 },
    hello: { type: "hello", protocol_version: PROTOCOL_VERSION },
    resume: { type: "resume", last_seq: 0 },
    ping: { type: "ping" },
    join_matchmaking: { type: "join_matchmaking", ant_id: "a", match_type: "ranked", stake_amount: 0.1 },
    leave_matchmaking: { type: "leave_matchmaking" },
    choose_tactic: { type: "choose_tactic", battle_id: "b", turn: 1, tactic: "guard" },
    spectate_battle: { type: "spectate_battle", battle_id: "b" },
    stop_spectating: { type: "stop_spectating" },
    watch_tournament: { type: "watch_tournament", tournament_id: "daily-2026-11-28" },
    unwatch_tournament: { type: "unwatch_tournament" },
    watch_challenges: { type: "watch_challenges" },
    unwatch_challenges: { type: "unwatch_challenges" },
    watch_arena_combat: { type: "watch_arena_combat", battle_id: "b-1" },
    unwatch_arena_combat: { type: "unwatch_arena_combat" },
    arena_combat_command: { type: "arena_combat_command", battle_id: "b-1", ant_id: "a-1", text: "bite!" },
  };

  it.each(Object.entries(good))("%s validates against the union and its own schema", (type, message) => {
    expect(checkClient.Check(message)).toBe(true);
    expect(TypeCompiler.Compile(CLIENT_MESSAGES[type as keyof typeof CLIENT_MESSAGES]).Check(message)).toBe(true);
  });

  it("has one schema per message type, whose shape is that type's message", () => {
    expectTypeOf<{ [K in ClientMessageType]: Static<(typeof CLIENT_MESSAGES)[K]> }>().toEqualTypeOf<{
      [K in ClientMessageType]: ClientMessageOf<K>;
    }>();
    expect(Object.keys(CLIENT_MESSAGES).sort()).toEqual(ClientMessage.anyOf.map((s) => s.properties.type.const).sort());
  });

  it("refuses unknown types, missing fields and extra fields", () => {
    expect(checkClient.Check({ type: "dance" })).toBe(false);
    expect(checkClient.Check({ type: "choose_tactic", battle_id: "b", turn: 1, tactic: "dance" })).toBe(false);
    expect(checkClient.Check({ type: "choose_tactic", battle_id: "b", turn: 0, tactic: "guard" })).toBe(false);
    expect(checkClient.Check({ type: "hello" })).toBe(false);
    expect(checkClient.Check({ type: "join_matchmaking", ant_id: "a", match_type: "blitz", stake_amount: 0 })).toBe(
      false,
    );
    expect(checkClient.Check({ type: "ping", admin: true })).toBe(false);
  });

  it("words the outdated-protocol error for the player", () => {
    expect(outdatedProtocolText(0, 1)).toBe("This page is out of date: reload to play (protocol 0, server 1)");
  });

  it("words a pick for a turn that already resolved as late, and one for a turn to come as the turn it is", () => {
    expect(LIVE_ERRORS.wrongTurn(7, 6)).toBe("Too late for turn 6: turn 7 has begun.");
    expect(LIVE_ERRORS.wrongTurn(1, 2)).toBe("It is turn 1, not turn 2");
  });
});
