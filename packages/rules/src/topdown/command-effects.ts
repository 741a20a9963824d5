// Applying one command-chat line to a running fight: the command in force, praise, mood and motivation.
import { MOOD_MAX } from "../colony/mood";
import { interpretCommand } from "./commands";
import { COMMAND_TICKS, MOTIVATION_TICKS } from "./constants";
import type { TopdownCommand, TopdownState } from "./types";

/**
 * [TD30][TD31][TD32] Applies a line to its ant at the tick being computed: ignored (counted in `commandsIgnored`) when
 * the text is blank, the fight is not in its fighting phase, the ant is unknown or has no health; otherwise a keyword
 * steers the ant for COMMAND_TICKS (replacing any command in force) and praise lifts mood (at most 8 a line, mood at
 * most 20) and starts the 300-tick motivation boost. A line with neither counts as applied but changes nothing.
 */
export function applyCommand(state: TopdownState, command: TopdownCommand): void {
  const ant = state.ants.find((a) => a.antId === command.antId);
  const read = interpretCommand(command.text);
  if (!ant || read.blank || state.phase !== "fighting" || ant.health <= 0) {
    state.commandsIgnored += 1;
    return;
  }
  state.commandsApplied += 1;
  if (read.kind) {
    ant.command = { kind: read.kind, untilTick: state.tick + COMMAND_TICKS - 1 };
    state.events.push({
      kind: "command",
      antId: ant.antId,
      command: read.kind,
      amount: COMMAND_TICKS,
      x: ant.x,
      y: ant.y,
    });
  }
  if (read.moodBoost > 0) {
    const before = ant.mood;
    ant.mood = Math.min(MOOD_MAX, ant.mood + read.moodBoost);
    ant.motivationTicks = MOTIVATION_TICKS;
    state.events.push({ kind: "praise", antId: ant.antId, amount: ant.mood - before, x: ant.x, y: ant.y });
  }
}
