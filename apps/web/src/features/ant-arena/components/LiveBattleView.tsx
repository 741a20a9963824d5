// A live battle: both ants on the stage, health and energy per seat with its connection, the turn clock, tactics, log.
import type { LiveBattle, LiveParticipant } from "@antbrawl/protocol/ws-server";
import { TACTICS } from "@antbrawl/rules/battle/tactics";
import type { TacticId } from "@antbrawl/rules/battle/types";
import { useEffect, useMemo, useRef } from "react";
import { BattleCanvas, BattleLog, FighterGauge, useBattleSounds } from "../../battle/public-viewer";
import { ARENA_TEXTS } from "../arena-messages";
import { useTurnClock } from "../hooks/use-turn-clock";
import { isHouseSide, PracticeTag } from "./Practice";
import { TacticPicker } from "./TacticPicker";
import "./arena-battle.css";

interface Props {
  battle: LiveBattle;
  userId: string;
  chosen: TacticId | null;
  onChoose(tactic: TacticId): void;
  onStopWatching(): void;
  /** Who watches (batched by the server); names only while there are at most 20. */
  watchers: { count: number; names: readonly string[] };
}

function Seat({ p, side, own, house }: { p: LiveParticipant; side: "left" | "right"; own: boolean; house: boolean }) {
  const tactic = p.tactic && p.tactic in TACTICS ? TACTICS[p.tactic as TacticId].label : "Balanced";
  return (
    <div className="arena-seat">
      <FighterGauge
        name={p.ant_name}
        color={p.appearance.color}
        health={p.current_health}
        energy={p.energy}
        side={side}
      />
      <p className="small arena-seat-line">
        {house ? null : (
          <span className={`arena-seat-state${p.connected ? " is-connected" : ""}`}>
            {p.connected ? "Connected" : "Disconnected"}
          </span>
        )}
        <span className="muted">
          {own ? "You" : house ? ARENA_TEXTS.houseAnt : (p.username ?? "Opponent")} · {tactic}
        </span>
        {house ? <PracticeTag /> : null}
      </p>
    </div>
  );
}

export function LiveBattleView({ battle, userId, chosen, onChoose, onStopWatching, watchers }: Props) {
  const seated = battle.participants.some((p) => p.user_id === userId);
  const left = useMemo(() => battle.participants.find((p) => p.user_id === userId), [battle, userId]);
  const ordered = left ? [left, ...battle.participants.filter((p) => p !== left)] : battle.participants;
  const shown = useMemo(() => ({ ...battle, participants: ordered }), [battle, ordered]);
  const gauges = useMemo(
    () =>
      Object.fromEntries(battle.participants.map((p) => [p.ant_id, { health: p.current_health, energy: p.energy }])),
    [battle],
  );
  const seconds = useTurnClock(battle.phase === "fighting" ? battle.turn_ends_at : null, battle.turn_seconds);
  const own = battle.participants.find((p) => p.user_id === userId);
  const finished = battle.phase === "finished" && own !== undefined && battle.winner_ant_id !== null;
  useBattleSounds(
    battle.battle_log,
    battle.battle_log.length,
    finished ? (battle.winner_ant_id === own.ant_id ? "won" : "lost") : null,
  );
  const root = useRef<HTMLDivElement>(null);
  // On a phone the page header pushes the tactics below the fold: a battle that comes on screen scrolls into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per battle, not per update
  useEffect(() => {
    root.current?.scrollIntoView?.({ block: "start", behavior: "smooth" });
  }, [battle.id]);

  return (
    <div className="arena-battle" ref={root}>
      <div className="arena-battle-bar">
        <p className="arena-turn">
          Turn <strong>{battle.current_turn}</strong>
        </p>
        <p className="arena-clock" role="timer" aria-label="Time left in this turn">
          {seconds === null ? "–" : `${seconds}s`}
        </p>
        {watchers.count > 0 ? (
          <p className="muted small arena-watchers" title={watchers.names.join(", ") || undefined}>
            {watchers.count} watching
          </p>
        ) : null}
      </div>
      <BattleCanvas battle={shown} played={battle.battle_log.length} gauges={gauges} />
      <div className="arena-seats">
        {ordered.slice(0, 2).map((p, index) => (
          <Seat
            key={p.ant_id}
            p={p}
            side={index === 0 ? "left" : "right"}
            own={p.user_id === userId}
            house={isHouseSide(battle, p)}
          />
        ))}
      </div>
      {seated ? (
        <TacticPicker
          turn={battle.current_turn}
          secondsLeft={seconds}
          chosen={chosen}
          inForce={own?.tactic ?? null}
          disabled={battle.phase !== "fighting"}
          onChoose={onChoose}
        />
      ) : (
        <div className="arena-spectating">
          <p className="muted">You are watching this battle.</p>
          <button type="button" className="btn btn-secondary btn-small" onClick={onStopWatching}>
            Stop Watching
          </button>
        </div>
      )}
      <BattleLog entries={battle.battle_log} />
    </div>
  );
}
