// GET/POST under /api/users/{userId}/battle-invitations: the open invitations received, challenge a friend, answer.
import { ErrorBody } from "@antbrawl/protocol/errors";
import {
  BattleInvitationList,
  InvitationAnswer,
  InvitationParams,
  RespondInvitationBody,
  SendInvitationBody,
} from "@antbrawl/protocol/invitations";
import { INVITATION_PATHS } from "@antbrawl/protocol/paths/invitations";
import { SuccessAnswer, UserIdParams } from "@antbrawl/protocol/users";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { InvitationBattleHooks } from "./hooks";
import { listInvitations, respondToInvitation, sendInvitation } from "./invitations";

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Register inside the owner-guarded user scope; `startBattle` creates the live battle of an acceptance. */
export const battleInvitationRoutes: FastifyPluginAsyncTypebox<InvitationBattleHooks> = async (app, hooks) => {
  const { db, now } = app.deps;

  app.get(
    INVITATION_PATHS.list.path,
    { schema: { tags: ["social"], params: UserIdParams, response: { 200: BattleInvitationList } } },
    async (request): Promise<BattleInvitationList> => ({
      battle_invitations: await listInvitations(db, request.params.userId, now()),
    }),
  );

  app.post(
    INVITATION_PATHS.send.path,
    {
      schema: {
        tags: ["social"],
        summary: "Challenge a friend to a friendly live battle with one of your ready ants",
        params: UserIdParams,
        body: SendInvitationBody,
        response: { 200: SuccessAnswer, ...errors },
      },
    },
    async (request): Promise<SuccessAnswer> => {
      const sent = await sendInvitation(app.deps, request.params.userId, request.body, now());
      return { success: true, message: `Battle invitation sent to ${sent.invitee.username}` };
    },
  );

  app.post(
    INVITATION_PATHS.respond.path,
    {
      schema: {
        tags: ["social"],
        summary: "Accept (with your chosen or first ant: the live battle starts) or decline a battle invitation",
        params: InvitationParams,
        body: RespondInvitationBody,
        response: { 200: InvitationAnswer, ...errors },
      },
    },
    async (request): Promise<InvitationAnswer> => {
      const { userId, invitationId } = request.params;
      const outcome = await respondToInvitation(app.deps, hooks.startBattle, userId, invitationId, request.body, now());
      if (!outcome.accepted) return { success: true, message: "Battle invitation declined" };
      try {
        await hooks.afterStart(outcome.battleId);
      } catch (error) {
        request.log.error({ err: error, battleId: outcome.battleId }, "live battle created but not started");
      }
      return { success: true, message: "Battle invitation accepted", battle_id: outcome.battleId };
    },
  );
};
