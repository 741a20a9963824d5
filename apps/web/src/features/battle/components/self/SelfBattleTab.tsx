// The Self Battle tab: settings and fighters, START BATTLE, then the animated viewer and 'Battle Again'.
import type { Ant } from "@antbrawl/protocol/ants";
import type { Battle } from "@antbrawl/protocol/battles";
import type { ArenaType } from "@antbrawl/rules/battle/types";
import {
  type BattleSpeed,
  DEFAULT_BATTLE_SPEED,
  REPLAY_START_DELAY_MS,
  turnMsFor,
} from "@antbrawl/rules/battle/viewer";
import { useState } from "react";
import { useSelfBattleMutation } from "../../api/self-battle";
import { battleFailureText } from "../../battle-errors";
import { antReadiness } from "../../fighter-readiness";
import { useReplay } from "../../hooks/use-replay";
import { BattleViewer } from "../viewer/BattleViewer";
import { FighterList } from "./FighterList";
import { NeedMoreAnts } from "./NeedMoreAnts";
import { SelfBattlePreview } from "./SelfBattlePreview";
import { SelfBattleSettings } from "./SelfBattleSettings";

interface Props {
  userId: string;
  ants: readonly Ant[] | undefined;
  antsLoading: boolean;
  antsError: boolean;
}

export function SelfBattleTab({ userId, ants, antsLoading, antsError }: Props) {
  const [arena, setArena] = useState<ArenaType>("basic");
  const [speed, setSpeed] = useState<BattleSpeed>(DEFAULT_BATTLE_SPEED);
  const [firstId, setFirstId] = useState<string | null>(null);
  const [secondId, setSecondId] = useState<string | null>(null);
  const [battle, setBattle] = useState<{ battle: Battle; speed: BattleSpeed } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selfBattle, { isLoading }] = useSelfBattleMutation();
  const replay = useReplay(battle?.battle ?? null, turnMsFor(battle?.speed ?? speed), REPLAY_START_DELAY_MS);

  if (battle) {
    return (
      <BattleViewer
        userId={userId}
        battle={battle.battle}
        replay={replay}
        victory
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setBattle(null)}>
            Battle Again
          </button>
        }
      />
    );
  }
  if (antsLoading && !ants) return <p className="muted">Loading your ants...</p>;
  if (antsError && !ants) return <p className="form-error">Failed to get ants</p>;
  const list = ants ?? [];
  if (list.length < 2) return <NeedMoreAnts antCount={list.length} />;

  // Until the player picks, the first two ready ants face each other: a first fight is one click away.
  const ready = list.filter((ant) => antReadiness(ant, "self").ready);
  const chosenFirst = firstId ?? ready[0]?.id ?? null;
  const chosenSecond = secondId ?? ready.find((ant) => ant.id !== chosenFirst)?.id ?? null;
  const find = (id: string | null) => list.find((ant) => ant.id === id) ?? null;
  const start = async () => {
    if (!chosenFirst || !chosenSecond) return;
    setError(null);
    try {
      const answer = await selfBattle({
        user_id: userId,
        ant1_id: chosenFirst,
        ant2_id: chosenSecond,
        arena_type: arena,
        battle_speed: speed,
      }).unwrap();
      if (answer.success) setBattle({ battle: answer.battle, speed });
      else setError(`Battle failed: ${answer.message}`);
    } catch (caught) {
      setError(battleFailureText(caught));
    }
  };

  return (
    <div className="self-battle">
      <section className="card">
        <h2>Battle Settings</h2>
        <SelfBattleSettings arena={arena} speed={speed} onArena={setArena} onSpeed={setSpeed} />
      </section>
      {error ? (
        <p className="form-error banner" role="alert">
          {error}
        </p>
      ) : null}
      <div className="fighter-lists">
        <FighterList legend="Fighter 1" ants={list} selectedId={chosenFirst} onSelect={setFirstId} />
        <FighterList legend="Fighter 2" ants={list} selectedId={chosenSecond} onSelect={setSecondId} />
      </div>
      <SelfBattlePreview first={find(chosenFirst)} second={find(chosenSecond)} busy={isLoading} onStart={start} />
    </div>
  );
}
