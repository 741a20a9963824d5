// Ant names: the dice button's random "Adjective Suffix" names and the name rule (spec 000 §2, §5).
import { ANT_NAME_MAX } from "../ant";
import { pick, type Rng } from "../random";

/** [G1] First word of a random name. */
export const NAME_ADJECTIVES = [
  "Brave",
  "Swift",
  "Mighty",
  "Fierce",
  "Bold",
  "Clever",
  "Steady",
  "Nimble",
  "Sturdy",
  "Quick",
  "Silent",
  "Golden",
  "Crimson",
  "Shadow",
  "Iron",
  "Stone",
  "Thunder",
  "Wild",
  "Lucky",
  "Tiny",
  "Grand",
  "Noble",
  "Rusty",
  "Sly",
  "Zesty",
  "Dusty",
  "Keen",
  "Loyal",
  "Proud",
  "Rapid",
  "Scrappy",
  "Stout",
  "Jolly",
  "Gritty",
] as const;

/** [G1] Second word of a random name. */
export const NAME_SUFFIXES = [
  "Mandible",
  "Antenna",
  "Thorax",
  "Pincer",
  "Digger",
  "Forager",
  "Crawler",
  "Scout",
  "Runner",
  "Biter",
  "Tunneler",
  "Stinger",
  "Carrier",
  "Climber",
  "Hauler",
  "Sprinter",
  "Warden",
  "Seeker",
  "Chomper",
  "Burrower",
  "Strider",
  "Grappler",
  "Dasher",
  "Builder",
] as const;

/** [G1] A random name: an adjective, a space and a suffix word, e.g. "Brave Mandible". */
export function randomAntName(rng: Rng): string {
  return `${pick(rng, NAME_ADJECTIVES)} ${pick(rng, NAME_SUFFIXES)}`;
}

/** [G2] Messages of the ant-name rule. */
export const ANT_NAME_MESSAGES = {
  required: "Ant name is required",
  tooLong: `Ant name must be at most ${ANT_NAME_MAX} characters`,
  controlCharacters: "Ant name must not contain control characters",
} as const;

/** [G2] Length in characters as a player counts them (code points, so an emoji is one). */
export function characterCount(text: string): number {
  return [...text].length;
}

const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * [G2] An ant name is trimmed, required and at most 50 characters; control characters (line breaks, tabs) are
 * refused. Returns the trimmed name or the message to show.
 */
export function validateAntName(raw: unknown): { ok: true; name: string } | { ok: false; detail: string } {
  const name = typeof raw === "string" ? raw.trim() : "";
  if (name === "") return { ok: false, detail: ANT_NAME_MESSAGES.required };
  if (characterCount(name) > ANT_NAME_MAX) return { ok: false, detail: ANT_NAME_MESSAGES.tooLong };
  if (CONTROL_CHARACTER.test(name)) return { ok: false, detail: ANT_NAME_MESSAGES.controlCharacters };
  return { ok: true, name };
}
