// The moment after a log entry: the actor lunges, the target flashes, and a number floats up.
import type { BattleLogEntryShape } from "@antbrawl/protocol/battles";

const LUNGE_MS = 420;
const FLASH_MS = 520;
const FLOAT_MS = 1000;

export interface EntryEffect {
  /** Pixels the actor moves towards its target. */
  lunge: number;
  /** 0..1 red flash on the target. */
  hurt: number;
  /** Floating text over the target (or the actor for a rest), with its colour and progress 0..1. */
  float: { text: string; color: string; progress: number; onActor: boolean } | null;
}

const NONE: EntryEffect = { lunge: 0, hurt: 0, float: null };

function floatText(entry: BattleLogEntryShape): { text: string; color: string; onActor: boolean } | null {
  if (entry.damage_dealt > 0) {
    return entry.critical_hit
      ? { text: `CRIT -${entry.damage_dealt}`, color: "#f4c542", onActor: false }
      : { text: `-${entry.damage_dealt}`, color: "#ff8a80", onActor: false };
  }
  if (entry.kind === "miss") return { text: "Miss!", color: "#dfe8df", onActor: false };
  if (entry.kind === "rest") return { text: `+${entry.energy_delta} energy`, color: "#7cb7ff", onActor: true };
  return null;
}

/** The effect of `entry` `elapsed` ms after it was played. */
export function entryEffect(entry: BattleLogEntryShape | undefined, elapsed: number): EntryEffect {
  if (!entry || entry.kind === "result") return NONE;
  const attacks = entry.kind === "attack" || entry.kind === "counter" || entry.kind === "miss";
  const lunge = attacks && elapsed < LUNGE_MS ? Math.sin((Math.PI * elapsed) / LUNGE_MS) * 46 : 0;
  const hurt = entry.damage_dealt > 0 && elapsed < FLASH_MS ? 1 - elapsed / FLASH_MS : 0;
  const text = floatText(entry);
  const float = text && elapsed < FLOAT_MS ? { ...text, progress: elapsed / FLOAT_MS } : null;
  return { lunge, hurt, float };
}
