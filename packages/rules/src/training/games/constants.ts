// The four training mini-games' shared numbers: ids and names, the 50 ms tick over 30 s, grades, time bonus, rewards.
import type { StatName } from "../../ant";
import type { StatGrade } from "../../colony/stats";

/** [MG1] Game ids (spec 001 §4) in the picker's order. */
export const GAME_IDS = ["strength", "speed", "precision", "memory"] as const;
export type GameId = (typeof GAME_IDS)[number];

/** [MG1] Each game's name as the player sees it. */
export const GAME_NAMES: Record<GameId, string> = {
  strength: "Boulder Push",
  speed: "Tunnel Sprint",
  precision: "Target Practice",
  memory: "Pattern Memory",
};

/** [MG1] True for one of the four game ids. */
export function isGameId(value: unknown): value is GameId {
  return typeof value === "string" && (GAME_IDS as readonly string[]).includes(value);
}

/** [MG2] One simulation step every 50 ms. */
export const TICK_MS = 50;
/** [MG2] A play lasts 30 seconds. */
export const GAME_SECONDS = 30;
/** [MG2] 30 s at 50 ms: ticks 0 to 599. */
export const GAME_TICKS = (GAME_SECONDS * 1000) / TICK_MS;

/** [MG2] Logical field of every game, in units; the canvas scales it to its width. */
export const FIELD_WIDTH = 800;
export const FIELD_HEIGHT = 500;

/** [MG4] Largest time bonus (the whole 30 s left). */
export const TIME_BONUS_MAX = 50;

/**
 * [MG4] Time bonus = floor(remaining seconds / 30 × 50), computed on whole ticks so it is exact:
 * floor(remainingTicks × 50 / 600). Nothing remains after a play that ran to time-out.
 */
export function timeBonus(endTick: number): number {
  const remaining = Math.max(0, GAME_TICKS - Math.max(0, Math.floor(endTick)));
  return Math.floor((remaining * TIME_BONUS_MAX) / GAME_TICKS);
}

/** [MG5] Score grades, highest first; below the last the grade is D. */
export const SCORE_GRADES = [
  { min: 800, grade: "S" },
  { min: 600, grade: "A" },
  { min: 400, grade: "B" },
  { min: 200, grade: "C" },
] as const satisfies readonly { min: number; grade: StatGrade }[];

/** [MG5] 800+ S, 600+ A, 400+ B, 200+ C, else D. */
export function scoreGrade(score: number): StatGrade {
  for (const entry of SCORE_GRADES) if (score >= entry.min) return entry.grade;
  return "D";
}

/** [MG6] Energy a completed play costs, and the least an ant needs to start one (spec 001 §9). */
export const GAME_ENERGY_COST = 20;
export const GAME_MIN_ENERGY = 20;

/** [MG6] Stat gain per trained stat by grade: 0.02 (D) to 0.10 (S), spec 001 §9. */
export const STAT_GAIN_BY_GRADE: Record<StatGrade, number> = { S: 0.1, A: 0.08, B: 0.06, C: 0.04, D: 0.02 };

/** [MG6] Experience by grade **(design)**. */
export const EXPERIENCE_BY_GRADE: Record<StatGrade, number> = { S: 50, A: 40, B: 30, C: 20, D: 10 };

/** [MG6] The stats each game trains **(design)**. */
export const GAME_STATS: Record<GameId, readonly StatName[]> = {
  strength: ["strength", "endurance"],
  speed: ["speed", "agility"],
  precision: ["precision", "reflexes"],
  memory: ["intelligence", "focus"],
};

/** [MG6] What a graded play earns: experience, energy spent, and a gain for each stat the game trains. */
export function playRewards(
  game: GameId,
  grade: StatGrade,
): { experience: number; energy: number; gains: Partial<Record<StatName, number>> } {
  const gain = STAT_GAIN_BY_GRADE[grade];
  return {
    experience: EXPERIENCE_BY_GRADE[grade],
    energy: GAME_ENERGY_COST,
    gains: Object.fromEntries(GAME_STATS[game].map((stat) => [stat, gain])),
  };
}

/** [MG7] A day starts at 00:00 UTC: one play per game per ant per UTC day. */
export const DAY_MS = 86_400_000;

/** [MG7] The UTC day number of a time in ms. */
export function playDay(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

/** [MG7] When the next play of a game played at `ms` becomes available: the next 00:00 UTC. */
export function nextPlayAvailable(ms: number): number {
  return (playDay(ms) + 1) * DAY_MS;
}

/** [MG9] A completion must arrive within the 30 s plus this grace for the network, on the server's clock. */
export const COMPLETION_GRACE_MS = 10_000;
/** [MG9] Inputs may run ahead of the server's clock by at most this much (the client starts after the server). */
export const CLOCK_SLACK_MS = 1_000;
