// The battle engine: a pure, seeded, turn-by-turn fight driven by the players' choices, whose whole state is plain JSON.
import { ENERGY_MAX, HEALTH_MAX } from "../ant";
import { battleRngKey } from "../fair-dice";
import { buildProfile } from "./profile";
import { DEFAULT_TACTIC, isTactic } from "./tactics";
import { advanceV2, TURN_CAP } from "./turn";
import type {
  BattleChoices,
  BattleInput,
  BattleInputLogEntry,
  BattleResult,
  BattleState,
  EngineVersion,
  Fighter,
  FighterState,
} from "./types";
import { buildProfileV1 } from "./v1/profile";
import { advanceV1 } from "./v1/turn";
import { buildProfileV3 } from "./v3/profile";
import { advanceV3 } from "./v3/turn";
import { buildProfileV5 } from "./v5/profile";

export { TURN_CAP };

/** [B28][B37][B38] The engine version new battles use. Versions 1–4 only replay stored battles. */
export const ENGINE_VERSION: EngineVersion = 5;
/** [B28] Every version this code can play. */
export const ENGINE_VERSIONS: readonly EngineVersion[] = [1, 2, 3, 4, 5];

function clampTo(value: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(0, value)) : 0;
}

/** [B18][B19][B28] Starts a battle. Throws RangeError for the same ant twice, an ant with no health, bad timing or an unknown version. */
export function createBattle(input: BattleInput): BattleState {
  const version = input.version ?? ENGINE_VERSION;
  if (!ENGINE_VERSIONS.includes(version)) throw new RangeError(`Unknown battle engine version ${version}`);
  const [a, b] = input.fighters;
  if (a.antId === b.antId) throw new RangeError("A battle needs two different ants");
  if (!(input.turnMs >= 0) || !Number.isFinite(input.startedAt)) throw new RangeError("Bad battle timing");
  const side = (self: Fighter, other: Fighter): FighterState => {
    const health = clampTo(self.health, HEALTH_MAX);
    if (health <= 0) throw new RangeError(`${self.name} has no health left to battle`);
    return {
      fighter: self,
      startHealth: health,
      health,
      energy: clampTo(self.energy, ENERGY_MAX),
      profile:
        version === 1
          ? buildProfileV1(self, other, input.arena)
          : version === 2
            ? buildProfile(self, other, input.arena)
            : version <= 4
              ? buildProfileV3(self, other, input.arena)
              : buildProfileV5(self, other, input.arena),
      tactic: DEFAULT_TACTIC,
    };
  };
  const seed = input.seed >>> 0;
  return {
    version,
    seed,
    rngState: version >= 4 ? battleRngKey(seed, input.salt) : seed,
    arena: input.arena,
    battleType: input.battleType,
    startedAt: input.startedAt,
    turnMs: input.turnMs,
    turn: 0,
    fighters: [side(a, b), side(b, a)],
    log: [],
    inputLog: [],
    winnerAntId: null,
    loserAntId: null,
    endedBy: null,
  };
}

/** True once the battle has a winner. */
export function isFinished(state: BattleState): boolean {
  return state.endedBy !== null;
}

/**
 * [B27] Only the choices that name a fighter of this battle with a known tactic, or null when none is left.
 * Throws RangeError for an unknown ant or tactic, so a bad input never enters the log.
 */
export function validChoices(state: BattleState, choices: BattleChoices): BattleChoices | null {
  const ids = state.fighters.map((side) => side.fighter.antId);
  const kept: Record<string, NonNullable<BattleChoices[string]>> = {};
  for (const [antId, tactic] of Object.entries(choices)) {
    if (tactic === undefined) continue;
    if (!ids.includes(antId)) throw new RangeError(`No ant ${antId} in this battle`);
    if (!isTactic(tactic)) throw new RangeError(`Unknown tactic ${String(tactic)}`);
    kept[antId] = tactic;
  }
  return Object.keys(kept).length > 0 ? kept : null;
}

/** One turn with its choices, mutating the state in place (callers own the object). */
function advance(state: BattleState, choices: BattleChoices): void {
  const kept = validChoices(state, choices);
  if (state.version >= 3) for (const side of state.fighters) side.lastTactic = side.tactic;
  if (kept) {
    state.inputLog.push({ turn: state.turn + 1, choices: kept });
    for (const side of state.fighters) side.tactic = kept[side.fighter.antId] ?? side.tactic;
  }
  const version = state.version ?? 1;
  if (version === 1) advanceV1(state);
  else if (version === 2) advanceV2(state);
  else advanceV3(state);
}

/**
 * [B19][B27] Plays one turn with the players' choices (a tactic per ant id; an ant with no choice keeps its last
 * tactic) and returns a new state; the given state is left untouched. Version 1 keeps the choices in its input log
 * but has no tactics.
 */
export function stepBattle(state: BattleState, choices: BattleChoices = {}): BattleState {
  if (isFinished(state)) return state;
  const draft: BattleState = {
    ...state,
    inputLog: (state.inputLog ?? []).slice(),
    fighters: [{ ...state.fighters[0] }, { ...state.fighters[1] }],
    log: state.log.slice(),
  };
  advance(draft, choices);
  return draft;
}

/** [B19][B27] Plays a whole battle from its input and the input log (empty for an automatic battle). */
export function runBattle(input: BattleInput, inputLog: readonly BattleInputLogEntry[] = []): BattleResult {
  const state = createBattle(input);
  const byTurn = new Map(inputLog.map((entry) => [entry.turn, entry.choices]));
  while (!isFinished(state)) advance(state, byTurn.get(state.turn + 1) ?? {});
  return battleResult(state);
}

/** [B27][B28] Replays a stored battle: the same input (with its engine version) and input log give the same result. */
export function replayBattle(input: BattleInput, inputLog: readonly BattleInputLogEntry[] = []): BattleResult {
  return runBattle(input, inputLog);
}

/** The result of a finished battle state (throws if it is still running). */
export function battleResult(state: BattleState): BattleResult {
  if (state.winnerAntId === null || state.loserAntId === null || state.endedBy === null) {
    throw new Error("The battle has not finished");
  }
  const [a, b] = state.fighters;
  const winner = a.fighter.antId === state.winnerAntId ? a : b;
  const loser = winner === a ? b : a;
  return {
    log: state.log,
    winnerAntId: state.winnerAntId,
    loserAntId: state.loserAntId,
    winnerUserId: winner.fighter.userId,
    loserUserId: loser.fighter.userId,
    turns: state.turn,
    finalHealth: { [a.fighter.antId]: a.health, [b.fighter.antId]: b.health },
    finalEnergy: { [a.fighter.antId]: a.energy, [b.fighter.antId]: b.energy },
    endedBy: state.endedBy,
    version: state.version ?? 1,
    inputLog: state.inputLog ?? [],
  };
}
