// [TD35] Every version of the top-down rules this code can play: new fights use the newest, stored ones their own.
import { CURRENT_RULES } from "./current";
import type { TopdownRules } from "./types";

/** [TD35] The rules version new fights are played and stored with. */
export const TOPDOWN_RULES_VERSION = 2;

/**
 * [TD35] Version → rules. A rules change that would replay a stored fight differently freezes the old code under its
 * number (as `src/battle/v1/` does for battles), registers the new code under the next one and bumps the version.
 * Versions 1 and 2 play the same rules; they differ only in where the dice come from (TD36, chosen in `create`).
 */
export const TOPDOWN_RULES: Readonly<Record<number, TopdownRules>> = { 1: CURRENT_RULES, 2: CURRENT_RULES };
