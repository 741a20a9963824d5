// A battle on screen sounds: a hit when newly shown lines dealt damage, victory or defeat when the player's result shows.
import { useEffect, useRef } from "react";
import { play } from "../../../lib/sound/sound";

/**
 * `shown` lines of `log` are on screen; `outcome` is the player's result once it shows (null before, and for a
 * watcher). What is on screen when the view mounts makes no sound: only what happens while it is watched.
 */
export function useBattleSounds(
  log: readonly { damage_dealt: number }[],
  shown: number,
  outcome: "won" | "lost" | null,
): void {
  const heard = useRef(shown);
  const told = useRef(outcome);
  useEffect(() => {
    if (shown > heard.current && log.slice(heard.current, shown).some((line) => line.damage_dealt > 0)) play("hit");
    heard.current = shown;
  }, [log, shown]);
  useEffect(() => {
    if (outcome && !told.current) play(outcome === "won" ? "victory" : "defeat");
    told.current = outcome;
  }, [outcome]);
}
