// What an accepted invitation hands to the live arena: the battle to create in its transaction, and the start after.
import type { Db } from "../../db/database";

/** One side of a friendly battle: the player and their claimed ant. */
export interface InvitationSide {
  userId: string;
  antId: string;
}

/** The input of the live arena's `createLiveBattle(trx, input)` for a friendly challenge; sides: inviter, invitee. */
export interface FriendlyBattleInput {
  battleType: "friendly";
  stakeMilli: number;
  sides: [InvitationSide, InvitationSide];
  now: Date;
}

/** Creates the live battle inside the accepting transaction (both ants already claimed); answers its id. */
export type StartBattle = (trx: Db, input: FriendlyBattleInput) => Promise<string>;

/** Runs after the acceptance committed: the live arena starts the countdown of the battle. */
type AfterStart = (battleId: string) => void | Promise<void>;

export interface InvitationBattleHooks {
  startBattle: StartBattle;
  afterStart: AfterStart;
}
