// /api/tournaments: the list, one tournament, registering and withdrawing an ant, and a match's replay.
import { type Battle, Battle as BattleSchema } from "@antbrawl/protocol/battles";
import { ErrorBody } from "@antbrawl/protocol/errors";
import { TOURNAMENT_PATHS } from "@antbrawl/protocol/paths/tournaments";
import {
  RegistrationAnswer,
  RegistrationBody,
  TournamentBattleParams,
  TournamentDetail,
  TournamentIdParams,
  TournamentList,
  WithdrawalAnswer,
} from "@antbrawl/protocol/tournaments";
import { TOURNAMENT_TEXTS } from "@antbrawl/rules/tournament/registration";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { loadBattle } from "../battles";
import { forbidden, notFound } from "../lib/domain-error";
import { installSessionGuard } from "../plugins/auth";
import { ensureDaily } from "./driver";
import { announceTournament } from "./live-updates";
import { tournamentDetail, tournamentList } from "./present";
import { registerAnt, withdrawAnt } from "./registration";
import { activeEntryOf, findTournament, matchOfBattle } from "./repository";

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Register with the prefix /api/tournaments. */
export const tournamentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  installSessionGuard(app);
  const caller = (request: { sessionUserId?: string }) => request.sessionUserId as string;

  app.get(
    TOURNAMENT_PATHS.list.path,
    {
      schema: {
        tags: ["tournaments"],
        summary: "Open, running and recent tournaments",
        response: { 200: TournamentList, ...errors },
      },
    },
    async (request): Promise<TournamentList> => {
      await ensureDaily(app.deps, app.deps.now());
      return { tournaments: await tournamentList(app.deps.db, caller(request), app.deps.now()) };
    },
  );

  app.get(
    TOURNAMENT_PATHS.detail.path,
    {
      schema: {
        tags: ["tournaments"],
        summary: "One tournament: its rounds and matches, standings and winners",
        params: TournamentIdParams,
        response: { 200: TournamentDetail, ...errors },
      },
    },
    async (request): Promise<TournamentDetail> => {
      const row = await findTournament(app.deps.db, request.params.tournamentId);
      if (!row) throw notFound(TOURNAMENT_TEXTS.notFound);
      return tournamentDetail(app.deps.db, row, caller(request));
    },
  );

  app.post(
    TOURNAMENT_PATHS.register.path,
    {
      schema: {
        tags: ["tournaments"],
        summary: "Register one ready ant; its entry fee is held until the tournament pays out (or a withdrawal)",
        params: TournamentIdParams,
        body: RegistrationBody,
        response: { 201: RegistrationAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await registerAnt(
        app.deps.db,
        caller(request),
        request.params.tournamentId,
        request.body.ant_id,
        app.deps.now(),
      );
      await announceTournament(app, request.params.tournamentId);
      return reply.code(201).send(answer);
    },
  );

  app.delete(
    TOURNAMENT_PATHS.withdraw.path,
    {
      schema: {
        tags: ["tournaments"],
        summary: "Withdraw before the start; the entry fee is refunded",
        params: TournamentIdParams,
        response: { 200: WithdrawalAnswer, ...errors },
      },
    },
    async (request): Promise<WithdrawalAnswer> => {
      const answer = await withdrawAnt(app.deps.db, caller(request), request.params.tournamentId, app.deps.now());
      await announceTournament(app, request.params.tournamentId);
      return answer;
    },
  );

  app.get(
    TOURNAMENT_PATHS.battle.path,
    {
      schema: {
        tags: ["tournaments"],
        summary: "A tournament match's battle and log (a player still in a running tournament: own matches only)",
        params: TournamentBattleParams,
        response: { 200: BattleSchema, ...errors },
      },
    },
    async (request): Promise<Battle> => {
      const { tournamentId, battleId } = request.params;
      const row = await findTournament(app.deps.db, tournamentId);
      const match = row ? await matchOfBattle(app.deps.db, tournamentId, battleId) : undefined;
      const loaded = match ? await loadBattle(app.deps.db, battleId) : undefined;
      if (!row || !loaded) throw notFound(TOURNAMENT_TEXTS.notFound);
      const me = caller(request);
      const fought = loaded.sides.some((side) => side.user_id === me);
      if (row.status === "running" && !fought) {
        const entry = await activeEntryOf(app.deps.db, tournamentId, me);
        if (entry && entry.place === null) throw forbidden(TOURNAMENT_TEXTS.noScouting);
      }
      return loaded.battle;
    },
  );
};
