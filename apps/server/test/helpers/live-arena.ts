// Live arena test helpers: one hand-moved time for clock and timers, tabs, a live battle made as the queue makes it.
import { PROTOCOL_VERSION } from "@antbrawl/protocol/ws";
import type { TacticId } from "@antbrawl/rules/battle/types";
import type { FastifyInstance } from "fastify";
import { beginLiveBattle, createLiveBattle } from "../../src/arena/live";
import { claimReadyAnt } from "../../src/battles/claim";
import { manualScheduler } from "../../src/live/scheduler";
import type { TestApp } from "./app";
import { type Player, playerWithAnts } from "./battle-fixtures";
import { liveInbox, type Received } from "./live-client";

/** A scheduler whose clock is also the app's `now`: moving it fires timers at their due time. */
export function liveTime(start = Date.parse("2026-11-22T08:00:00Z")) {
  const scheduler = manualScheduler(start);
  return { scheduler, now: () => new Date(scheduler.now()) };
}

export type LiveTime = ReturnType<typeof liveTime>;

/** Moves time by `ms` in steps of at most a second, letting every node's live work finish after each step. */
export async function advance(time: LiveTime, apps: readonly FastifyInstance[], ms: number): Promise<void> {
  let left = ms;
  while (left > 0) {
    const step = Math.min(1000, left);
    time.scheduler.advance(step);
    left -= step;
    for (const app of apps) await app.liveArena.idle();
  }
}

/** A player's tab on an app, authenticated with the current protocol. */
export async function liveTab(app: FastifyInstance, player: Player) {
  const socket = await app.injectWS(`/api/ws/${player.user.id}`);
  const box = liveInbox(socket);
  box.send({ type: "authenticate", token: player.token, protocol_version: PROTOCOL_VERSION });
  await box.next("authenticated");
  return { socket, box };
}

export type LiveTab = Awaited<ReturnType<typeof liveTab>>;

/** Claims both ants through the real claim (as the queue does) and creates the live battle in one transaction. */
export async function createLive(
  t: TestApp,
  sides: readonly [{ player: Player; antId: string }, { player: Player; antId: string }],
  options: { battleType?: "quick_match" | "ranked" | "friendly"; stakeMilli?: number } = {},
): Promise<string> {
  const now = t.app.deps.now();
  return t.app.deps.db.transaction().execute(async (trx) => {
    for (const side of sides) await claimReadyAnt(trx, side.player.user.id, side.antId, "server", now);
    return createLiveBattle(trx, {
      battleType: options.battleType ?? "quick_match",
      stakeMilli: options.stakeMilli ?? 0,
      sides: [
        { userId: sides[0].player.user.id, antId: sides[0].antId },
        { userId: sides[1].player.user.id, antId: sides[1].antId },
      ],
      now,
    });
  });
}

/** Creates and begins a live battle; answers its id once `battle_found` reached the given tabs. */
export async function startLive(
  t: TestApp,
  sides: readonly [{ player: Player; antId: string }, { player: Player; antId: string }],
  tabs: readonly LiveTab[],
  options: { battleType?: "quick_match" | "ranked" | "friendly"; stakeMilli?: number } = {},
): Promise<string> {
  const before = tabs.map((tab) => count(tab, "battle_found"));
  const battleId = await createLive(t, sides, options);
  await beginLiveBattle(t.app, battleId);
  await t.app.liveArena.idle();
  for (const [i, tab] of tabs.entries()) await nth(tab, "battle_found", (before[i] ?? 0) + 1);
  return battleId;
}

/** Two new players with one ant each, both with a tab, in a live battle begun as the queue begins one. */
export async function liveDuel(
  t: TestApp,
  options: { battleType?: "quick_match" | "ranked" | "friendly"; stakeMilli?: number } = {},
) {
  const one = await playerWithAnts(t, 1);
  const two = await playerWithAnts(t, 1);
  const tabs = [await liveTab(t.app, one.player), await liveTab(t.app, two.player)] as const;
  const sides = [
    { player: one.player, antId: one.ants[0] as string },
    { player: two.player, antId: two.ants[0] as string },
  ] as const;
  const battleId = await startLive(t, sides, tabs, options);
  return { one: one.player, two: two.player, tabs, sides, battleId };
}

/** The battle carried by a live message. */
export function battleOf(message: Received) {
  return message.battle as {
    id: string;
    phase: string;
    current_turn: number;
    status: string;
    winner_ant_id: string | null;
    battle_log: { turn: number }[];
    participants: {
      user_id: string;
      ant_id: string;
      ant_name: string;
      connected: boolean;
      tactic: string | null;
      current_health: number;
    }[];
    spectators: number;
    turn_ends_at: string | null;
  };
}

/** Waits (woken by arrivals only) until the tab has received `count` messages of `type`; answers the last of them. */
export function nth(tab: LiveTab, type: string, count: number, timeoutMs = 10_000): Promise<Received> {
  const found = () => {
    const all = tab.box.messages.filter((m) => m.type === type);
    return all.length >= count ? all[count - 1] : undefined;
  };
  const now = found();
  if (now) return Promise.resolve(now);
  return new Promise((resolve, reject) => {
    const check = () => {
      const hit = found();
      if (!hit) return;
      clearTimeout(timer);
      tab.socket.off("message", check);
      resolve(hit);
    };
    const timer = setTimeout(() => {
      tab.socket.off("message", check);
      reject(new Error(`no ${type} #${count}; got ${JSON.stringify(tab.box.messages.map((m) => m.type))}`));
    }, timeoutMs);
    tab.socket.on("message", check);
  });
}

/** How many messages of `type` the tab has received. */
export function count(tab: LiveTab, type: string): number {
  return tab.box.messages.filter((m) => m.type === type).length;
}

/**
 * Sends a message and waits until the socket handled it (a ping answered after it: one message at a time); answers
 * the direct replies to this socket (stream messages, which carry a seq, are left out).
 */
export async function sendAndSettle(tab: LiveTab, message: Record<string, unknown>): Promise<Received[]> {
  const before = tab.box.messages.length;
  const pongs = count(tab, "pong");
  tab.box.send(message);
  tab.box.send({ type: "ping" });
  await nth(tab, "pong", pongs + 1);
  return tab.box.messages.slice(before).filter((m) => m.type !== "pong" && m.seq === undefined);
}

/** Sends a choice and waits until it was handled. */
export function choose(tab: LiveTab, battleId: string, turn: number, tactic: TacticId): Promise<Received[]> {
  return sendAndSettle(tab, { type: "choose_tactic", battle_id: battleId, turn, tactic });
}

/** A tactic per turn that varies, so the input log holds real choices. */
export function tacticFor(turn: number, seat: number): TacticId {
  const all: TacticId[] = ["press", "guard", "feint", "balanced"];
  return all[(turn * 3 + seat) % all.length] as TacticId;
}
