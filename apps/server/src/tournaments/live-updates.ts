// Tournaments live over the socket: a tab watches one tournament's topic and hears `tournament_updated` when it changes.
import { TOURNAMENT_TEXTS } from "@antbrawl/rules/tournament/registration";
import type { FastifyInstance } from "fastify";
import { guardSpectating } from "../arena";
import { notFound } from "../lib/domain-error";
import { registerWsHandler } from "../ws/router";
import { findTournament, stillInTournamentOf } from "./repository";

const tournamentTopic = (tournamentId: string) => `tournament:${tournamentId}`;
const isTournamentTopic = (topic: string) => topic.startsWith("tournament:");

/** Tells every node's watchers of the tournament that it changed (never fails the caller: a lost hint costs a poll). */
export async function announceTournament(app: FastifyInstance, tournamentId: string): Promise<void> {
  const message = { type: "tournament_updated", tournament_id: tournamentId } as const;
  await app.deps.hub.topics.publish(tournamentTopic(tournamentId), message).catch((error: unknown) => {
    app.log.warn({ err: error, tournamentId }, "tournament update not announced");
  });
}

/**
 * `watch_tournament` (a known tournament; a socket watches one at a time) and `unwatch_tournament`; no scouting: a
 * player still in a running tournament may not watch another's live game of it.
 */
export function installTournamentWatching(app: FastifyInstance): void {
  const { hub, db } = app.deps;
  registerWsHandler(app, "watch_tournament", async (ctx, message) => {
    if (!(await findTournament(db, message.tournament_id))) throw notFound(TOURNAMENT_TEXTS.notFound);
    await hub.topics.leave(ctx.socket, isTournamentTopic);
    await hub.topics.join(tournamentTopic(message.tournament_id), ctx.socket);
  });
  registerWsHandler(app, "unwatch_tournament", async (ctx) => {
    await hub.topics.leave(ctx.socket, isTournamentTopic);
  });
  guardSpectating(app, async (userId, battleId) =>
    (await stillInTournamentOf(db, battleId, userId)) ? TOURNAMENT_TEXTS.noScouting : null,
  );
}
