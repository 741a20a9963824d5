// The arena screen's layout: fighter 1's panel, the canvas with the fight's status line, fighter 2's panel.
import type { TopdownView } from "@antbrawl/rules/topdown/index";
import type { ReactNode } from "react";
import { countdownText } from "../canvas/draw-fight";
import type { FightSource } from "../fight-source";
import { FightCanvas } from "./FightCanvas";

interface Props {
  fight: FightSource;
  view: TopdownView;
  colors: [string, string];
  panel(side: 0 | 1): ReactNode;
  /** Under the canvas: results, notices, Back to Setup. */
  children?: ReactNode;
}

/** The line under the canvas: the countdown, the time fought, or the winner. */
function statusLine(view: TopdownView): string {
  if (view.phase === "preparing") return `Get ready… ${countdownText(view.tick) ?? ""}`;
  const winner = view.ants.find((ant) => ant.antId === view.winnerAntId);
  if (view.phase === "finished" && winner) {
    return `${winner.name} wins${view.endedBy === "tick_cap" ? " on points when time ran out" : " by knockout"}!`;
  }
  const [a, b] = view.ants;
  return `Fighting: ${a.name} ${a.health} vs ${b.name} ${b.health}`;
}

export function FightStage({ fight, view, colors, panel, children }: Props) {
  const [a, b] = view.ants;
  return (
    <div className="combat-stage">
      <div className="combat-arena">
        <FightCanvas fight={fight} colors={colors} label={`Top-down arena: ${a.name} against ${b.name}`} />
        <p className="combat-status" aria-live="polite">
          {statusLine(view)}
        </p>
        {children}
      </div>
      <div className="combat-panel-slot side-0">{panel(0)}</div>
      <div className="combat-panel-slot side-1">{panel(1)}</div>
    </div>
  );
}
