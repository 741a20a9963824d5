// Who may breed (spec 001 §5, §9): the checks and texts the Breeding Lab shows and the server enforces the same way.

/** [GN1] A parent needs at least this health and energy (percent) and this level. */
export const BREEDING_MIN_HEALTH = 80;
export const BREEDING_MIN_ENERGY = 50;
export const BREEDING_MIN_LEVEL = 5;
/** [GN9] Breeding costs nothing (spec: 'cost 0 coins'); the only fee the server accepts. */
export const BREEDING_FEE = 0;
/** [GN9] Incubation (spec: 'demo duration 5 minutes'); the server may shorten it for tests (BREEDING_INCUBATION_MS). */
export const BREEDING_INCUBATION_MS = 5 * 60_000;

/** [GN1] Texts, verbatim from spec 001 §5 where it gives them. */
export const BREEDING_MESSAGES = {
  selectBoth: "Please select both parents",
  sameAnt: "Cannot breed ant with itself",
  lowLevel: "Both ants must be level 5 or higher",
  feeNotZero: "Breeding is free: breeding_fee must be 0",
  started: "Breeding started successfully! Check back in 5 minutes for results.",
  failedHatch: "The eggs did not hatch this time. Both parents can try again.",
} as const;

/** [GN1] '{name} needs 80%+ health to breed' (the spec's message names the ant). */
export function lowHealthMessage(name: string): string {
  return `${name} needs ${BREEDING_MIN_HEALTH}%+ health to breed`;
}

/** [GN1] '{name} needs 50%+ energy to breed'. */
export function lowEnergyMessage(name: string): string {
  return `${name} needs ${BREEDING_MIN_ENERGY}%+ energy to breed`;
}

/** [GN10] '{name} is already in a breeding operation' (one breeding operation per ant at a time). */
export function alreadyBreedingMessage(name: string): string {
  return `${name} is already in a breeding operation`;
}

/** [GN8] 'Breeding complete! N offspring created: names' (spec 001 §8). */
export function breedingCompleteMessage(names: readonly string[]): string {
  return `Breeding complete! ${names.length} offspring created: ${names.join(", ")}`;
}

/** A parent candidate as the check sees it. */
export interface BreedingCandidate {
  id: string;
  name: string;
  health: number;
  energy: number;
  level: number;
}

/** Fine, or the first reason to refuse. */
export type BreedingCheck = { ok: true } | { ok: false; message: string };

/**
 * [GN1] In the spec's order: both parents chosen, not the same ant, each parent's health (80%+) then energy (50%+)
 * naming the ant (parent 1 first), then both level 5+.
 */
export function checkBreedingPair(p1: BreedingCandidate | null, p2: BreedingCandidate | null): BreedingCheck {
  if (!p1 || !p2) return { ok: false, message: BREEDING_MESSAGES.selectBoth };
  if (p1.id === p2.id) return { ok: false, message: BREEDING_MESSAGES.sameAnt };
  for (const ant of [p1, p2]) {
    if (!(ant.health >= BREEDING_MIN_HEALTH)) return { ok: false, message: lowHealthMessage(ant.name) };
    if (!(ant.energy >= BREEDING_MIN_ENERGY)) return { ok: false, message: lowEnergyMessage(ant.name) };
  }
  if (!(p1.level >= BREEDING_MIN_LEVEL && p2.level >= BREEDING_MIN_LEVEL)) {
    return { ok: false, message: BREEDING_MESSAGES.lowLevel };
  }
  return { ok: true };
}

/** [GN11] Whether an incubating clutch may hatch at `nowMs`: from its expected birth on. */
export function canHatch(expectedBirthMs: number, nowMs: number): boolean {
  return nowMs >= expectedBirthMs;
}

/** [GN11] 'Still incubating: ready to hatch in N min' (rounded up to a whole minute, at least 1). */
export function stillIncubatingMessage(expectedBirthMs: number, nowMs: number): string {
  const minutes = Math.max(1, Math.ceil((expectedBirthMs - nowMs) / 60_000));
  return `Still incubating: ready to hatch in ${minutes} min`;
}

/** [GN12] The colony has no room for the whole clutch: the eggs wait, nothing is lost. */
export function noRoomMessage(count: number, free: number): string {
  const eggs = count === 1 ? "1 offspring is" : `${count} offspring are`;
  const room = free <= 0 ? "no room" : `room for only ${free} more ${free === 1 ? "ant" : "ants"}`;
  return `${eggs} ready to hatch but your colony has ${room}. Release an ant, then hatch again: the eggs will wait.`;
}
