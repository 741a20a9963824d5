// Arena queue test fixtures: a recording stand-in for createLiveBattle, live tabs, and a snapshot of what a join touches.
import { PROTOCOL_VERSION } from "@antbrawl/protocol/ws";
import type { PairedMatch } from "../../src/arena/queue/pairing";
import { claimReadyAnt } from "../../src/battles/claim";
import type { Db } from "../../src/db/database";
import { allBalances } from "../../src/ledger/repository";
import type { TestApp } from "./app";
import type { Player } from "./battle-fixtures";
import { liveInbox, type Received } from "./live-client";

/**
 * Records each pair and claims both ants as createLiveBattle will, answering a made-up battle id. A stand-in acceptable
 * only for the queue tests: the live battle itself (arena/live/create.ts) is another branch's and is tested there.
 */
export function recordingOnPaired() {
  const pairs: PairedMatch[] = [];
  let failing = false;
  return {
    pairs,
    failNext() {
      failing = true;
    },
    async onPaired(trx: Db, pair: PairedMatch): Promise<string> {
      if (failing) {
        failing = false;
        throw new Error("battle could not be made");
      }
      for (const side of pair.sides) await claimReadyAnt(trx, side.userId, side.antId, "server", pair.now);
      pairs.push(pair);
      return `battle-${pairs.length}-${crypto.randomUUID()}`;
    },
  };
}

/** A tab of the player on the app, authenticated with the current protocol. */
export async function openTab(t: TestApp, player: Player) {
  const socket = await t.app.injectWS(`/api/ws/${player.user.id}`);
  const box = liveInbox(socket);
  box.send({ type: "authenticate", token: player.token, protocol_version: PROTOCOL_VERSION });
  await box.next("authenticated");
  return { socket, box };
}

export type Tab = Awaited<ReturnType<typeof openTab>>;

/** Sends a message and answers the first later message of one of `types` (the reply to it). */
export function replyTo(tab: Tab, message: Record<string, unknown>, types: readonly string[]) {
  const from = tab.box.messages.length;
  return new Promise<Received>((resolve, reject) => {
    const check = () => {
      const found = tab.box.messages.slice(from).find((m) => types.includes(m.type));
      if (!found) return;
      tab.socket.off("message", check);
      clearTimeout(timer);
      resolve(found);
    };
    const timer = setTimeout(() => {
      tab.socket.off("message", check);
      reject(new Error(`no ${types.join("/")}; got ${JSON.stringify(tab.box.messages.slice(from))}`));
    }, 10_000);
    tab.socket.on("message", check);
    tab.box.send(message);
  });
}

/** Sends a join (with the queue's own stake unless given) and answers the reply: queue_joined or error. */
export function join(tab: Tab, antId: string, matchType: "quick" | "ranked" = "quick", stake?: number) {
  const stakeAmount = stake ?? (matchType === "ranked" ? 0.1 : 0);
  return replyTo(tab, { type: "join_matchmaking", ant_id: antId, match_type: matchType, stake_amount: stakeAmount }, [
    "queue_joined",
    "error",
  ]);
}

/** Everything a refused join must leave as it was: tickets, every balance, and the ants' busy flags. */
export async function snapshot(t: TestApp) {
  const db = t.database.db;
  const tickets = await db.selectFrom("arena_tickets").selectAll().orderBy("id").execute();
  const ants = await db.selectFrom("ants").select(["id", "is_in_battle", "is_training"]).orderBy("id").execute();
  return { tickets, balances: await allBalances(db), ants };
}
