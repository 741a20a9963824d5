// The server's side of the top-down rules: replaying a fight from its stored snapshots, seed and command log.
import { ARENA_COMBAT_ERRORS, type ArenaCommand } from "@antbrawl/protocol/arena-combat";
import type { Fighter } from "@antbrawl/rules/battle/types";
import {
  FINISH_DELAY_MS,
  runTopdown,
  TOPDOWN_TICK_CAP,
  TOPDOWN_TICK_MS,
  type TopdownCommand,
  type TopdownResult,
  validateCommandLog,
} from "@antbrawl/rules/topdown/index";
import { invalid } from "../lib/domain-error";

/**
 * How long an unfinished fight holds its ants: ten minutes, over three times the longest fight (the tick cap, 183 s,
 * plus the finish delay), so a paused tab or a slow phone still finishes; past it the fight is cancelled.
 */
export const ARENA_COMBAT_TTL_MS = 10 * 60 * 1000;
/** A command may be this many ticks ahead of the server's clock (clock steps between the answer and the page). */
const AHEAD_SLACK_TICKS = 40;

/** Sanity: the TTL must outlast the longest fight by far. */
if (ARENA_COMBAT_TTL_MS < 2 * (TOPDOWN_TICK_CAP * TOPDOWN_TICK_MS + FINISH_DELAY_MS)) {
  throw new Error("ARENA_COMBAT_TTL_MS is shorter than two of the longest fights");
}

/** The API's commands as the rules read them. */
function toTopdownCommands(commands: readonly ArenaCommand[]): TopdownCommand[] {
  return commands.map((command) => ({ tick: command.tick, antId: command.ant_id, text: command.text }));
}

/** What a stored fight replays from: its rules version, seed, salt (rules version 2, TD36) and snapshots. */
export interface StoredFight {
  version: number;
  seed: number;
  salt: string | null;
  fighters: readonly [Fighter, Fighter];
}

/**
 * Checks a command log against the fight and the time that has passed since it started, then replays the whole
 * fight under the rules version it was started with (TD35): 400 with the rules' reason for a malformed or impossible log (TD33), a command the fight had not reached yet
 * at `elapsedMs` (plus AHEAD_SLACK_TICKS), or a command after the replayed fight's end.
 */
export function replayFight(fight: StoredFight, commands: readonly ArenaCommand[], elapsedMs: number): TopdownResult {
  const { version, seed, salt, fighters } = fight;
  const log = toTopdownCommands(commands);
  const antIds = fighters.map((fighter) => fighter.antId);
  const shape = validateCommandLog(log, antIds, TOPDOWN_TICK_CAP);
  if (!shape.ok) throw invalid(shape.error);
  const reached = Math.floor(elapsedMs / TOPDOWN_TICK_MS) + AHEAD_SLACK_TICKS;
  const ahead = log.find((command) => command.tick > reached);
  if (ahead) throw invalid(ARENA_COMBAT_ERRORS.aheadOfTime(ahead.tick));
  const input = { seed, fighters: [fighters[0], fighters[1]] as [Fighter, Fighter], version };
  const { result } = runTopdown(salt ? { ...input, salt } : input, log);
  const inFight = validateCommandLog(log, antIds, result.ticks);
  if (!inFight.ok) throw invalid(inFight.error);
  return result;
}
