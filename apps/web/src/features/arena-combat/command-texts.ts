// What the command panels say: the seven keywords, an ant's answer to a line, and its plan or order in words.
import type { CommandKind, Intent, TopdownAnt } from "@antbrawl/rules/topdown/index";
import { COMMAND_TICKS, interpretCommand, TOPDOWN_TICK_MS } from "@antbrawl/rules/topdown/index";
import type { CommandRefusal } from "./fight-source";

/** The quick buttons, in the spec's order (001 §5). */
export const QUICK_COMMANDS: readonly CommandKind[] = [
  "attack",
  "dodge",
  "retreat",
  "bite",
  "throw",
  "grapple",
  "cover",
];

const ANSWERS: Record<CommandKind, string> = {
  attack: "Charging in!",
  dodge: "Light on my feet!",
  retreat: "Falling back!",
  bite: "Jaws ready!",
  throw: "Rocks away!",
  grapple: "Let me get a grip!",
  cover: "Taking cover!",
};

const DOING: Record<CommandKind, string> = {
  attack: "attacking",
  dodge: "dodging",
  retreat: "retreating",
  bite: "going for a bite",
  throw: "throwing rocks",
  grapple: "going for a grapple",
  cover: "taking cover",
};

const PLANS: Partial<Record<Intent | "rest", string>> = {
  approach: "closing in",
  bite: "going for a bite",
  charge: "charging",
  throw: "throwing rocks",
  fetch_rock: "fetching a rock",
  grapple: "going for a grapple",
  cover: "hiding behind cover",
  retreat: "backing off",
  circle: "circling",
  rest: "catching its breath",
};

const REFUSALS: Record<CommandRefusal, string> = {
  blank: "Type a command first.",
  not_fighting: "Commands work while the fight is on.",
  down: "This ant cannot fight any more.",
  full: "No more commands this fight.",
  offline: "Not connected to the arena: try again in a moment.",
};

/** The ant's answer to a line, read with the fight's own interpreter: its order, its praise, or puzzlement. */
export function answerTo(name: string, text: string): string {
  const read = interpretCommand(text);
  const parts: string[] = [];
  if (read.kind) parts.push(`“${ANSWERS[read.kind]}”`);
  if (read.moodBoost > 0) parts.push(`${name} glows with praise (+${read.moodBoost} mood).`);
  if (parts.length === 0) return `${name} tilts its antennae: no command word in that.`;
  return parts.join(" ");
}

/** Why a line was not sent. */
export function refusalText(refusal: CommandRefusal): string {
  return REFUSALS[refusal];
}

/** What the ant is doing now: the order it obeys (with the seconds left) or its own plan; at the end, how it came out. */
export function doingNow(ant: TopdownAnt, tick: number, winnerAntId: string | null = null): string {
  if (winnerAntId !== null)
    return ant.antId === winnerAntId ? "Victorious!" : ant.health <= 0 ? "Knocked out" : "Beaten on points";
  if (ant.health <= 0) return "Knocked out";
  if (ant.command && ant.command.untilTick >= tick) {
    const left = Math.ceil(((ant.command.untilTick - tick + 1) * TOPDOWN_TICK_MS) / 1000);
    return `Obeying: ${ant.command.kind}, ${DOING[ant.command.kind]} (${left}s)`;
  }
  if (ant.state === "stunned") return "Stunned";
  if (ant.state === "grappling") return ant.holding ? "Holding the grapple" : "Caught in a grapple";
  return `Own plan: ${PLANS[ant.intent] ?? ant.intent.replace(/_/g, " ")}`;
}

/** Seconds one command steers its ant. */
export const COMMAND_SECONDS = (COMMAND_TICKS * TOPDOWN_TICK_MS) / 1000;

/** The short labels of the ant's state effects. */
export function stateTags(ant: TopdownAnt): string[] {
  const tags: string[] = [];
  if (ant.state !== "idle" && ant.state !== "moving") tags.push(ant.state[0]?.toUpperCase() + ant.state.slice(1));
  if (ant.bleedingTicks > 0) tags.push("Bleeding");
  if (ant.motivationTicks > 0) tags.push("Motivated");
  if (ant.carriedRocks > 0) tags.push(`Rocks ×${ant.carriedRocks}`);
  return tags;
}
