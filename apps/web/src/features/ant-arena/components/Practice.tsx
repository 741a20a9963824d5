// Practice against a house ant: the offer under a long search, and the tag that marks the house's side of the battle.
import type { LiveBattle, LiveParticipant } from "@antbrawl/protocol/ws-server";
import { HOUSE_USER_ID } from "@antbrawl/rules/tournament/house";
import { useState } from "react";
import { errorText } from "../../../lib/api/api-error";
import { useStartPracticeMutation } from "../api/practice-api";
import { ARENA_TEXTS } from "../arena-messages";
import "./practice.css";

/** The offer once the queue says so; the live battle then arrives over the socket like any other (battle_found). */
export function PracticeOffer({ antId }: { antId: string }) {
  const [start, starting] = useStartPracticeMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const practise = async () => {
    setFailure(null);
    try {
      await start({ antId }).unwrap();
    } catch (error) {
      setFailure(errorText(error, ARENA_TEXTS.practiceFailed));
    }
  };
  return (
    <div className="arena-practice">
      <p>{ARENA_TEXTS.practiceOffer}</p>
      <button type="button" className="btn btn-primary" disabled={starting.isLoading} onClick={() => void practise()}>
        Practice vs House Ant
      </button>
      {failure ? (
        <p className="arena-practice-error" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}

/** Whether a side is the house's ant of a practice battle. */
export function isHouseSide(battle: Pick<LiveBattle, "battle_type">, side: Pick<LiveParticipant, "user_id">): boolean {
  return battle.battle_type === "practice" && side.user_id === HOUSE_USER_ID;
}

export function PracticeTag() {
  return <span className="arena-practice-tag">{ARENA_TEXTS.practiceTag}</span>;
}
