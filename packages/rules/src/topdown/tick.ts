// One fighting tick of the top-down arena: timers, energy, timed states, reflexes, plans, rocks in flight, bleeding.
import { ENERGY_MAX } from "../ant";
import type { Rng } from "../random";
import { chooseIntent, inSight, react } from "./ai";
import { act } from "./behave";
import { type Ctx, enterState, holdGrapple, resolveBite, resolveGrapple, wound } from "./combat";
import { MOTIVATION_REGEN, MOVING_REGEN_SHARE, PREPARATION_TICKS, THINK_TICKS } from "./constants";
import { chargeStep, dodgeStep, moveProjectiles, releaseThrow, separate, tryPickup } from "./motion";
import type { CombatState, TopdownAnt, TopdownState } from "./types";

/** [TD8] Share of the regen an ant gets in each state (none while exerting itself). */
export const REGEN_BY_STATE: Readonly<Record<CombatState, number>> = {
  idle: 1,
  moving: MOVING_REGEN_SHARE,
  attacking: 0,
  charging: 0,
  dodging: 0,
  stunned: MOVING_REGEN_SHARE,
  grappling: 0,
};

function timers(ctx: Ctx, me: TopdownAnt): void {
  if (me.cooldownTicks > 0) me.cooldownTicks -= 1;
  if (me.dodgeCooldownTicks > 0) me.dodgeCooldownTicks -= 1;
  if (me.motivationTicks > 0) me.motivationTicks -= 1;
  if (me.command && me.command.untilTick < ctx.state.tick) me.command = null;
  if (me.command) me.commandTicks += 1;
  const regen = me.profile.energyRegen * REGEN_BY_STATE[me.state] * (me.motivationTicks > 0 ? MOTIVATION_REGEN : 1);
  me.energy = Math.min(ENERGY_MAX, me.energy + regen);
}

/** [TD3] Advances the timed states; returns true when the ant was busy this tick. */
function busy(ctx: Ctx, me: TopdownAnt, foe: TopdownAnt): boolean {
  switch (me.state) {
    case "stunned":
      me.vx = 0;
      me.vy = 0;
      me.stateTicks -= 1;
      if (me.stateTicks <= 0) enterState(me, "idle", 0);
      return true;
    case "grappling":
      if (me.holding) holdGrapple(ctx, me, foe);
      else if (foe.state !== "grappling") enterState(me, "idle", 0);
      return true;
    case "attacking": {
      me.facing = Math.atan2(foe.y - me.y, foe.x - me.x);
      me.stateTicks -= 1;
      if (me.stateTicks > 0) return true;
      const kind = me.pending;
      enterState(me, "idle", 0);
      if (kind === "bite") resolveBite(ctx, me, foe);
      else if (kind === "throw") releaseThrow(ctx, me, foe);
      else if (kind === "grapple") resolveGrapple(ctx, me, foe);
      return true;
    }
    case "charging":
      chargeStep(ctx, me, foe);
      return true;
    case "dodging":
      dodgeStep(ctx, me);
      return true;
    default:
      return false;
  }
}

function update(ctx: Ctx, me: TopdownAnt, foe: TopdownAnt): void {
  timers(ctx, me);
  if (busy(ctx, me, foe)) return;
  tryPickup(ctx, me);
  if (react(ctx, me, foe)) return;
  if (me.command || ctx.state.tick % THINK_TICKS === 0) me.intent = chooseIntent(ctx, me, foe);
  act(ctx, me, foe);
  if (!inSight(ctx, me, foe)) me.coverTicks += 1;
}

/** [TD14] Bleeding: one point of health every `bleedInterval` ticks while it lasts (credited to the opponent). */
function bleed(ctx: Ctx, me: TopdownAnt, foe: TopdownAnt): void {
  if (me.bleedingTicks <= 0) return;
  me.bleedingTicks -= 1;
  if (me.bleedingTicks % me.profile.bleedInterval === 0) wound(ctx, foe, me, 1, "bleed");
}

/**
 * [TD3]–[TD22] Simulates one fighting tick in place. The ants act in turn, the first ant first on even ticks and the
 * second first on odd ones; then bodies are separated, rocks fly and bleeding runs. A knockout ends the tick at once.
 */
export function simulateTick(state: TopdownState, rng: Rng): void {
  const ctx: Ctx = { state, rng, fightTick: state.tick - PREPARATION_TICKS };
  const [a, b] = state.ants;
  const order: [TopdownAnt, TopdownAnt][] =
    state.tick % 2 === 0
      ? [
          [a, b],
          [b, a],
        ]
      : [
          [b, a],
          [a, b],
        ];
  for (const [me, foe] of order) {
    update(ctx, me, foe);
    if (state.phase === "finished") return;
  }
  separate(state);
  moveProjectiles(ctx);
  for (const [me, foe] of order) {
    if (state.phase === "finished") return;
    bleed(ctx, me, foe);
  }
}
