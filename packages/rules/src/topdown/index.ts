// The top-down arena's public surface: import from "@antbrawl/rules/topdown/index".

export type { CommandLogCheck, InterpretedCommand } from "./commands";
export { COMMAND_WORDS, interpretCommand, validateCommandLog } from "./commands";
export * from "./constants";
export { createTopdown, isTopdownFinished, runFrom, runTopdown, stepTopdown, topdownResult } from "./engine";
export type * from "./types";
export { ACTION_KINDS } from "./types";
export { TOPDOWN_RULES_VERSION } from "./versions";
export { type TopdownView, topdownView } from "./view";
