// The Arena Combat routes under /api/users/{userId}: start a fight, finish it with its command log, list the open
// ones, read one back.
import {
  ArenaCombatFinishAnswer,
  ArenaCombatFinishBody,
  ArenaCombatIdParams,
  ArenaCombatReplay,
  ArenaCombatStartAnswer,
  ArenaCombatStartBody,
  ArenaOpenFights,
} from "@antbrawl/protocol/arena-combat";
import { ARENA_COMBAT_PATHS } from "@antbrawl/protocol/paths/arena-combat";
import { UserIdParams } from "@antbrawl/protocol/users";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import type { Scheduler } from "../live/scheduler";
import { expireArenaCombats } from "./expiry";
import { finishArenaCombat } from "./finish";
import { installCombatHandlers } from "./live/handlers";
import { CombatRooms } from "./live/rooms";
import { arenaCombatReplay, openArenaFights } from "./replay";
import { startArenaCombat } from "./start";
import { installArenaCombatSweeper } from "./sweeper";

const tags = ["arena-combat"];

/** Register inside the owner-guarded /api/users/:userId scope (the guard answers 401/403 before these run). */
export const arenaCombatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    ARENA_COMBAT_PATHS.start.path,
    {
      schema: { tags, params: UserIdParams, body: ArenaCombatStartBody, response: { 201: ArenaCombatStartAnswer } },
    },
    async (request, reply) => {
      const now = app.deps.now();
      await expireArenaCombats(app.deps.db, now, request.params.userId);
      const answer = await startArenaCombat(app.deps.db, request.params.userId, request.body, now);
      return reply.status(201).send(answer);
    },
  );

  app.post(
    ARENA_COMBAT_PATHS.finish.path,
    {
      schema: {
        tags,
        params: ArenaCombatIdParams,
        body: ArenaCombatFinishBody,
        response: { 200: ArenaCombatFinishAnswer },
      },
    },
    async (request): Promise<ArenaCombatFinishAnswer> => {
      return finishArenaCombat(app.deps, request.params.userId, request.params.battleId, request.body, app.deps.now());
    },
  );

  app.get(
    ARENA_COMBAT_PATHS.open.path,
    { schema: { tags, params: UserIdParams, response: { 200: ArenaOpenFights } } },
    async (request): Promise<ArenaOpenFights> => {
      const now = app.deps.now();
      await expireArenaCombats(app.deps.db, now, request.params.userId);
      return openArenaFights(app.deps.db, request.params.userId, now);
    },
  );

  app.get(
    ARENA_COMBAT_PATHS.fight.path,
    { schema: { tags, params: ArenaCombatIdParams, response: { 200: ArenaCombatReplay } } },
    async (request): Promise<ArenaCombatReplay> => {
      await expireArenaCombats(app.deps.db, app.deps.now(), request.params.userId);
      return arenaCombatReplay(app.deps.db, request.params.userId, request.params.battleId);
    },
  );
};

/**
 * The domain's background parts: the fights this node runs for its watchers (AC3) with their websocket handlers, and
 * the sweeper of abandoned fights on the battle sweeper's interval.
 */
export function installArenaCombat(app: FastifyInstance, scheduler: Scheduler): void {
  const now = () => app.deps.now().getTime();
  const rooms = new CombatRooms({ db: app.deps.db, bus: app.deps.bus, now, clock: scheduler, log: app.log });
  installCombatHandlers(app, rooms);
  app.addHook("preClose", async () => rooms.closeAll());
  installArenaCombatSweeper(app, scheduler, app.deps.config.expirySweepMs);
}
