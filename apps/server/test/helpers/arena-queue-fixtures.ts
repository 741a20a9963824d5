// Arena queue test fixtures: the real wave of battles, recorded, live tabs, and a snapshot of what a join touches.
import type { IncomingMessage } from "node:http";
import { PROTOCOL_VERSION } from "@antbrawl/protocol/ws";
import { createLiveBattles } from "../../src/arena/live/create";
import type { PairedMatch } from "../../src/arena/queue/pairing";
import type { Db } from "../../src/db/database";
import { allBalances } from "../../src/ledger/repository";
import type { TestApp } from "./app";
import type { Player } from "./battle-fixtures";
import { liveInbox, type Received } from "./live-client";

/**
 * The real wave (createLiveBattles, ants checked ready) that records each pair it made and can be told to fail its next
 * wave after the battles were inserted, so the whole wave's transaction rolls back for real. No countdown begins:
 * `afterWave` is not given, so the queue tests see the battles made and nothing else move.
 */
export function recordingOnWave() {
  const pairs: PairedMatch[] = [];
  const waves: number[] = [];
  let failing = false;
  return {
    pairs,
    /** The size of each wave made (pairs in one transaction). */
    waves,
    failNext() {
      failing = true;
    },
    async onWave(trx: Db, wave: readonly PairedMatch[]) {
      const made = await createLiveBattles(trx, wave, { requireReady: true });
      if (failing) {
        failing = false;
        throw new Error("battle could not be made");
      }
      waves.push(wave.length);
      wave.forEach((pair, i) => {
        if (made[i] && "battleId" in made[i]) pairs.push(pair);
      });
      return made;
    },
  };
}

/**
 * A tab of the player on the app, authenticated with the current protocol; from `address` (the upgrade's remote
 * address) when a test holds more sockets than one address may.
 */
export async function openTab(t: TestApp, player: Player, address?: string) {
  const socket = await t.app.injectWS(
    `/api/ws/${player.user.id}`,
    // injectWS sends no socket; Fastify reads the client address from this stand-in's remoteAddress.
    address ? ({ socket: { remoteAddress: address } } as unknown as Partial<IncomingMessage>) : {},
  );
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

/** The escrow accounts that hold money now (account → milli-units): a paired ranked battle's, a waiting ticket's. */
export async function heldEscrows(db: Db): Promise<Record<string, number>> {
  return Object.fromEntries(
    Object.entries(await allBalances(db)).filter(([account, milli]) => account.startsWith("escrow:") && milli !== 0),
  );
}

/** The ids of the live battles made so far, oldest first. */
export async function liveBattleIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("live_battles")
    .select("battle_id")
    .orderBy("created_at")
    .orderBy("battle_id")
    .execute();
  return rows.map((row) => row.battle_id);
}
