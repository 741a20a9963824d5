// Fights the player left (a closed tab, another page): watch them again where the server has got to, or let them
// fight it out.
import type { ArenaOpenFight } from "@antbrawl/protocol/arena-combat";
import { useState } from "react";
import { errorText } from "../../../lib/api/api-error";
import {
  useFinishArenaCombatMutation,
  useLazyArenaCombatReplayQuery,
  useOpenArenaFightsQuery,
} from "../api/arena-combat-api";
import type { FightStart } from "./LiveFight";

interface Props {
  userId: string;
  onResume(fight: FightStart): void;
  onNotice(text: string): void;
}

function OpenFight({ userId, fight, onResume, onNotice }: Props & { fight: ArenaOpenFight }) {
  const [load, loading] = useLazyArenaCombatReplayQuery();
  const [finish, finishing] = useFinishArenaCombatMutation();
  const [error, setError] = useState<string | null>(null);
  const names = fight.ant_names.join(" and ");

  const resume = async () => {
    try {
      const stored = await load({ userId, battleId: fight.battle_id }).unwrap();
      onResume({
        battle_id: stored.battle_id,
        rules_version: stored.rules_version,
        fighters: stored.fighters,
        participants: stored.battle.participants,
      });
    } catch (caught) {
      setError(errorText(caught, "Failed to get the fight"));
    }
  };
  const settle = async () => {
    try {
      const settled = await finish({ userId, battleId: fight.battle_id }).unwrap();
      onNotice(`The fight was played out without you: ${settled.result.winner_name} won.`);
    } catch (caught) {
      setError(errorText(caught, "The result could not be recorded. Please try again."));
    }
  };

  return (
    <li className="combat-open-fight">
      <span>
        <strong>{names}</strong> are still fighting ({Math.max(1, Math.round(fight.elapsed_ms / 60_000))} min).
      </span>
      <span className="combat-open-actions">
        <button type="button" className="btn btn-primary btn-small" disabled={loading.isFetching} onClick={resume}>
          Resume
        </button>
        <button type="button" className="btn btn-secondary btn-small" disabled={finishing.isLoading} onClick={settle}>
          Let them fight it out
        </button>
      </span>
      {error ? (
        <span className="form-error small" role="alert">
          {error}
        </span>
      ) : null}
    </li>
  );
}

export function OpenFights(props: Props) {
  const open = useOpenArenaFightsQuery(props.userId);
  const fights = open.data?.open ?? [];
  if (fights.length === 0) return null;
  return (
    <section className="card combat-open" aria-label="Unfinished fights">
      <h2>Unfinished Fights</h2>
      <ul>
        {fights.map((fight) => (
          <OpenFight key={fight.battle_id} {...props} fight={fight} />
        ))}
      </ul>
    </section>
  );
}
