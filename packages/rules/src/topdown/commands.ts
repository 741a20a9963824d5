// Command chat: reading a player's line into a command and praise, and checking a whole command log for the server.
import { NEGATION_WORDS, PRAISE_WORDS } from "../chat/words";
import {
  COMMAND_LOG_MAX,
  COMMAND_TEXT_MAX,
  PRAISE_MOOD_MAX,
  PRAISE_MOOD_PER_WORD,
  PREPARATION_TICKS,
} from "./constants";
import type { CommandKind, TopdownCommand } from "./types";

/** [TD30] The keywords of spec 001 §5 and the word forms that count as each. */
export const COMMAND_WORDS: Readonly<Record<CommandKind, readonly string[]>> = {
  attack: ["attack", "attacks", "attacking", "charge", "charging", "fight"],
  dodge: ["dodge", "dodges", "dodging", "evade", "duck"],
  retreat: ["retreat", "retreating", "run", "back", "flee", "away"],
  bite: ["bite", "bites", "biting"],
  throw: ["throw", "throws", "throwing", "rock", "rocks"],
  grapple: ["grapple", "grapples", "grappling", "grab", "wrestle"],
  cover: ["cover", "hide", "hiding", "shelter"],
};

const WORD_TO_KIND = new Map<string, CommandKind>(
  (Object.entries(COMMAND_WORDS) as [CommandKind, readonly string[]][]).flatMap(([kind, words]) =>
    words.map((word) => [word, kind] as const),
  ),
);
const PRAISE = new Set<string>(PRAISE_WORDS);
const NEGATIONS = new Set<string>(NEGATION_WORDS);

/** [TD30][TD31] What one chat line asks: the command (last keyword wins), the mood boost of its praise, or nothing. */
export interface InterpretedCommand {
  kind: CommandKind | null;
  /** Mood gained from praise, 0 to PRAISE_MOOD_MAX. */
  moodBoost: number;
  /** True for empty or blank text (ignored). */
  blank: boolean;
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z']+/g) ?? [];
}

function negated(list: readonly string[], index: number): boolean {
  const before = list.slice(Math.max(0, index - 2), index);
  return before.some((word) => NEGATIONS.has(word));
}

/**
 * [TD30][TD31][TD32] Reads a command line, case-insensitively, anywhere in a sentence: the last keyword not negated
 * (by one of "not", "don't" … up to two words before) is the command; each distinct praise word gives 4 mood, at most 8.
 */
export function interpretCommand(text: string): InterpretedCommand {
  if (typeof text !== "string" || text.trim() === "") return { kind: null, moodBoost: 0, blank: true };
  const list = words(text);
  let kind: CommandKind | null = null;
  const praised = new Set<string>();
  list.forEach((word, index) => {
    if (negated(list, index)) return;
    const found = WORD_TO_KIND.get(word);
    if (found) kind = found;
    if (PRAISE.has(word)) praised.add(word);
  });
  const moodBoost = Math.min(PRAISE_MOOD_MAX, PRAISE_MOOD_PER_WORD * praised.size);
  return { kind, moodBoost, blank: false };
}

/** [TD33] The outcome of checking a command log. */
export type CommandLogCheck = { ok: true } | { ok: false; error: string };

/**
 * [TD33] Checks a command log sent by a client: at most COMMAND_LOG_MAX entries; each tick a whole number after the
 * preparation (> PREPARATION_TICKS) and at most `maxTick`, never before the previous entry's; the ant one of `antIds`;
 * the text a string of at most COMMAND_TEXT_MAX characters.
 */
export function validateCommandLog(log: unknown, antIds: readonly string[], maxTick: number): CommandLogCheck {
  if (!Array.isArray(log)) return { ok: false, error: "The command log must be a list" };
  if (log.length > COMMAND_LOG_MAX) return { ok: false, error: `At most ${COMMAND_LOG_MAX} commands per fight` };
  let previous = 0;
  for (const [index, entry] of log.entries()) {
    const at = `Command ${index + 1}`;
    if (typeof entry !== "object" || entry === null) return { ok: false, error: `${at} is not a command` };
    const { tick, antId, text } = entry as Partial<TopdownCommand>;
    if (typeof tick !== "number" || !Number.isInteger(tick)) return { ok: false, error: `${at}: tick must be whole` };
    if (tick <= PREPARATION_TICKS || tick > maxTick) return { ok: false, error: `${at}: tick outside the fight` };
    if (tick < previous) return { ok: false, error: `${at}: ticks must be in order` };
    if (typeof antId !== "string" || !antIds.includes(antId)) {
      return { ok: false, error: `${at}: the ant is not in this fight` };
    }
    if (typeof text !== "string") return { ok: false, error: `${at}: text must be a string` };
    if (text.length > COMMAND_TEXT_MAX) {
      return { ok: false, error: `${at}: text longer than ${COMMAND_TEXT_MAX} characters` };
    }
    previous = tick;
  }
  return { ok: true };
}
