// A tournament match's battle played back in the battle viewer, in a dialog.
import { DEFAULT_BATTLE_SPEED, REPLAY_START_DELAY_MS, turnMsFor } from "@antbrawl/rules/battle/viewer";
import { Modal } from "../../../components/Modal";
import { errorText } from "../../../lib/api/api-error";
import { BattleViewer, useReplay } from "../../battle/public-viewer";
import { useTournamentBattleQuery } from "../api/tournaments-api";

interface Props {
  tournamentId: string;
  battleId: string;
  onClose: () => void;
}

export function MatchReplay({ tournamentId, battleId, onClose }: Props) {
  const battle = useTournamentBattleQuery({ tournamentId, battleId });
  const replay = useReplay(battle.data ?? null, turnMsFor(DEFAULT_BATTLE_SPEED), REPLAY_START_DELAY_MS);
  return (
    <Modal title="Match replay" onClose={onClose} size="large">
      {battle.data ? (
        <BattleViewer battle={battle.data} replay={replay} victory={false} />
      ) : battle.isError ? (
        <p role="alert" className="form-error">
          {errorText(battle.error, "Failed to load the match")}
        </p>
      ) : (
        <p className="muted">Loading the match...</p>
      )}
    </Modal>
  );
}
