// The live battle's websocket side: tactic choices, spectating, and seats marked present or gone as sockets come and go.
import { LIVE_ERRORS } from "@antbrawl/protocol/errors";
import type { FastifyInstance } from "fastify";
import { findBattle, participantsOf } from "../../battles";
import { conflict, forbidden, notFound } from "../../lib/domain-error";
import { friendIds } from "../../social";
import { registerWsHandler } from "../../ws/router";
import { battleOfTopic, battleTopic, isBattleTopic } from "./crowd";
import type { LiveDriver } from "./driver";
import { isListed } from "./live-now-repository";
import { loadLiveBattle } from "./present";
import {
  findLive,
  markSeats,
  type Seat,
  spectatorsOf,
  storeChoice,
  unfinishedSeatsOf,
  unwatch,
  watch,
  watchedBy,
} from "./repository";

/**
 * Registers choose_tactic, spectate_battle and stop_spectating, and the socket open and close hooks. A friend of
 * either player may watch any of their battles; anyone else only a battle listed in Live now.
 */
export function installLiveHandlers(app: FastifyInstance, driver: LiveDriver): void {
  const { db, hub } = app.deps;
  const turnMs = app.deps.config.liveTurnMs;

  registerWsHandler(app, "choose_tactic", async (ctx, message) => {
    const live = await findLive(db, message.battle_id);
    if (!live) throw notFound(LIVE_ERRORS.battleNotFound);
    const sides = await participantsOf(db, [message.battle_id]);
    const side = sides.find((s) => s.user_id === ctx.userId);
    if (!side) {
      const watching = (await spectatorsOf(db, message.battle_id)).includes(ctx.userId);
      throw forbidden(watching ? LIVE_ERRORS.spectatorChoice : LIVE_ERRORS.notSeated);
    }
    if (live.phase === "countdown") throw conflict(LIVE_ERRORS.notStarted);
    if (live.phase === "finished") throw conflict(LIVE_ERRORS.finished);
    if (live.turn !== message.turn) throw conflict(LIVE_ERRORS.wrongTurn(live.turn, message.turn));
    const stored = await storeChoice(
      db,
      message.battle_id,
      side.side as Seat,
      message.turn,
      message.tactic,
      app.deps.now(),
    );
    if (!stored) {
      const now = await findLive(db, message.battle_id);
      if (now?.phase === "finished") throw conflict(LIVE_ERRORS.finished);
      throw conflict(LIVE_ERRORS.wrongTurn(now?.turn ?? live.turn, message.turn));
    }
    await driver.poke(message.battle_id, { seat: side.side, turn: message.turn, tactic: message.tactic });
  });

  registerWsHandler(app, "spectate_battle", async (ctx, message) => {
    const battleId = message.battle_id;
    const live = await findLive(db, battleId);
    if (!live || live.phase === "finished") throw notFound(LIVE_ERRORS.battleNotFound);
    const sides = await participantsOf(db, [battleId]);
    if (sides.some((side) => side.user_id === ctx.userId)) throw conflict(LIVE_ERRORS.ownBattle);
    for (const guard of driver.spectateGuards) {
      const refusal = await guard(ctx.userId, battleId);
      if (refusal) throw forbidden(refusal);
    }
    const friends = new Set(await friendIds(db, ctx.userId));
    if (!sides.some((side) => friends.has(side.user_id)) && !(await isListed(db, battleId))) {
      throw forbidden(
        (await findBattle(db, battleId))?.battle_type === "ranked" ? LIVE_ERRORS.notListed : LIVE_ERRORS.notFriend,
      );
    }
    const before = await watchedBy(db, ctx.userId);
    await watch(db, ctx.userId, battleId, driver.nodeId, app.deps.now());
    await hub.topics.leave(ctx.socket, isBattleTopic);
    await hub.topics.join(battleTopic(battleId), ctx.socket);
    if (before && before !== battleId) driver.crowd.changed(before);
    driver.crowd.changed(battleId);
    const battle = await loadLiveBattle(db, battleId, { turnMs });
    if (battle) ctx.send({ type: "rejoined_battle", battle });
  });

  registerWsHandler(app, "stop_spectating", async (ctx) => {
    await hub.topics.leave(ctx.socket, isBattleTopic);
    for (const battleId of await unwatch(db, ctx.userId)) driver.crowd.changed(battleId);
  });

  app.deps.wsRouter.onOpen(async (ctx) => {
    if ((await unfinishedSeatsOf(db, ctx.userId)).length === 0) return;
    for (const battleId of await markSeats(db, ctx.userId, true, app.deps.now())) {
      const battle = await loadLiveBattle(db, battleId, { turnMs });
      if (battle) ctx.send({ type: "rejoined_battle", battle });
      await driver.poke(battleId);
    }
  });

  const seatsGone = async (userId: string) => {
    for (const battleId of await markSeats(db, userId, false, app.deps.now())) await driver.poke(battleId);
  };
  app.deps.wsRouter.onClose(async ({ userId, lastOnNode, topics }) => {
    // The watching socket closed, or the player's last one here (a watch started on this node ends with it).
    const watched = topics.filter(isBattleTopic).map(battleOfTopic);
    const ended = lastOnNode ? await unwatch(db, userId, { nodeId: driver.nodeId }) : [];
    for (const battleId of watched) ended.push(...(await unwatch(db, userId, { battleId })));
    for (const battleId of new Set(ended)) driver.crowd.changed(battleId);
    if (!lastOnNode) return;
    // A socket on another node keeps the seat; presence reports the player offline later if that one goes too.
    if ((await app.presence.onlineOf([userId])).has(userId)) return;
    await seatsGone(userId);
  });
  // A node that died takes its players' presence with it (their leases lapse): their seats are gone from then.
  app.presence.onChange((userId, online) => {
    if (online) return;
    seatsGone(userId).catch((error: unknown) => app.log.warn({ err: error, userId }, "live seat not marked gone"));
  });
}
