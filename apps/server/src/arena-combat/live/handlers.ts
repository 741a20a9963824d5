// [AC3] The Arena Combat's websocket side: watch a fight the server runs, stop watching, send a command to an ant.
import { ARENA_COMBAT_ERRORS } from "@antbrawl/protocol/arena-combat";
import { COMMAND_LOG_MAX, TOPDOWN_TICK_CAP } from "@antbrawl/rules/topdown/index";
import type { FastifyInstance } from "fastify";
import { conflict, invalid } from "../../lib/domain-error";
import { registerWsHandler } from "../../ws/router";
import { appendArenaCommand } from "../repository";
import type { FrameSocket } from "./room";
import type { CombatRooms } from "./rooms";

/**
 * A command applies this many ticks after the tick the server's clock is on (100 ms): time to store it before the
 * room computes that tick. A slower store makes the room compute the fight again; nothing is lost.
 */
const COMMAND_LEAD_TICKS = 2;

type ClosingSocket = FrameSocket & { once?(event: "close", listener: () => void): void };

export function installCombatHandlers(app: FastifyInstance, rooms: CombatRooms): void {
  const { db } = app.deps;
  const followed = new WeakSet<object>();

  registerWsHandler(app, "watch_arena_combat", async (ctx, message) => {
    const socket = ctx.socket as unknown as ClosingSocket;
    await rooms.watch(ctx.userId, message.battle_id, socket);
    if (!followed.has(socket)) {
      followed.add(socket);
      socket.once?.("close", () => void rooms.unwatch(socket));
    }
  });

  registerWsHandler(app, "unwatch_arena_combat", async (ctx) => {
    await rooms.unwatch(ctx.socket as unknown as FrameSocket);
  });

  registerWsHandler(app, "arena_combat_command", async (ctx, message) => {
    if (message.text.trim() === "") throw invalid(ARENA_COMBAT_ERRORS.blank);
    const room = await rooms.open(ctx.userId, message.battle_id);
    const state = room.current();
    if (state.phase === "finished") throw conflict(ARENA_COMBAT_ERRORS.finished);
    if (state.phase !== "fighting") throw conflict(ARENA_COMBAT_ERRORS.notFighting);
    const ant = state.ants.find((candidate) => candidate.antId === message.ant_id);
    if (!ant) throw invalid(ARENA_COMBAT_ERRORS.notInFight);
    if (ant.health <= 0) throw conflict(ARENA_COMBAT_ERRORS.antDown);
    const tick = state.tick + COMMAND_LEAD_TICKS;
    if (tick > TOPDOWN_TICK_CAP) throw conflict(ARENA_COMBAT_ERRORS.finished);
    const command = { tick, ant_id: message.ant_id, text: message.text };
    const stored = await appendArenaCommand(db, message.battle_id, command, COMMAND_LOG_MAX);
    if (stored === undefined) throw conflict(ARENA_COMBAT_ERRORS.finished);
    if (stored === "full") throw conflict(ARENA_COMBAT_ERRORS.logFull);
    await rooms.stored(message.battle_id, stored);
    if (!room.watched) room.close();
    ctx.send({
      type: "arena_combat_command_taken",
      battle_id: message.battle_id,
      ant_id: message.ant_id,
      tick: stored.command.tick,
      text: message.text,
    });
  });
}
