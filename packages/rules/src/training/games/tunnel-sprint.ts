// Tunnel Sprint (speed): the ant runs up a three-lane tunnel; dodge rocks, collect pickups, score for surviving.
import { chance, createRng, randomInt } from "../../random";
import { FIELD_HEIGHT, GAME_TICKS } from "./constants";
import type { MiniGame } from "./game";

/** [MG20] Three lanes; the ant starts in the middle one. */
export const LANES = 3;
export const START_LANE = 1;
/** [MG21] Rocks cost 20 points (spec 001 §4). */
export const ROCK_PENALTY = 20;
/** [MG21] Pickups give 50 or 100 (spec 001 §4); 100 with probability 0.3 **(design)**. */
export const PICKUP_VALUES = [50, 100] as const;
export const BIG_PICKUP_CHANCE = 0.3;
/** [MG21] Every tick survived adds 1 point (spec 001 §4: survival adds points each tick). */
export const SURVIVAL_POINTS_PER_TICK = 1;
/** [MG21] A rock knocks the ant down for 20 ticks (1 s): no survival points meanwhile **(design)**. */
export const STUN_TICKS = 20;
/** [MG20] Waves of items from tick 40, every 14 ticks at first and one tick sooner each 100 ticks **(design)**. */
export const FIRST_WAVE_TICK = 40;
export const WAVE_GAP_START = 14;
/** [MG20] A wave has one rock, or two with probability 0.5 rising to 0.9; a pickup with probability 0.3. */
export const PICKUP_CHANCE = 0.3;
export const TWO_ROCKS_START = 0.5;
export const TWO_ROCKS_RISE = 0.4;
/** [MG20] Items fall 8 units per tick toward the ant's row. */
export const FALL_SPEED = 8;
export const ANT_Y = FIELD_HEIGHT - 60;

export type TunnelItemKind = "rock" | "pickup";
export interface TunnelItem {
  /** The tick at which the item reaches the ant's row. */
  arrive: number;
  lane: number;
  kind: TunnelItemKind;
  /** Points: −20 for a rock, 50 or 100 for a pickup. */
  value: number;
}
export interface TunnelLevel {
  items: TunnelItem[];
}
export interface TunnelState {
  lane: number;
  points: number;
  rocksHit: number;
  pickups: number;
  /** Indexes of items already met (hit or collected). */
  met: number[];
  /** Survival points start again from this tick after a rock. */
  stunnedUntil: number;
}

function shuffledLanes(rng: ReturnType<typeof createRng>): number[] {
  const lanes = Array.from({ length: LANES }, (_, index) => index);
  for (let i = lanes.length - 1; i > 0; i -= 1) {
    const j = randomInt(rng, 0, i);
    [lanes[i], lanes[j]] = [lanes[j]!, lanes[i]!];
  }
  return lanes;
}

/** [MG20] The tunnel from a seed: waves of rocks with a free lane in each, and pickups in free lanes. */
export function generateTunnel(seed: number): TunnelLevel {
  const rng = createRng(seed);
  const items: TunnelItem[] = [];
  for (let tick = FIRST_WAVE_TICK; tick < GAME_TICKS; tick += WAVE_GAP_START - Math.floor(tick / 100)) {
    const lanes = shuffledLanes(rng);
    const rocks = chance(rng, TWO_ROCKS_START + (TWO_ROCKS_RISE * tick) / GAME_TICKS) ? 2 : 1;
    for (const lane of lanes.slice(0, rocks)) items.push({ arrive: tick, lane, kind: "rock", value: -ROCK_PENALTY });
    if (chance(rng, PICKUP_CHANCE)) {
      const value = chance(rng, BIG_PICKUP_CHANCE) ? PICKUP_VALUES[1] : PICKUP_VALUES[0];
      items.push({ arrive: tick, lane: lanes[rocks]!, kind: "pickup", value });
    }
  }
  return { items };
}

/** [MG20] Where an item is drawn at a tick: its lane and height (it reaches ANT_Y at its arrival tick). */
export function itemY(item: TunnelItem, tick: number): number {
  return ANT_Y - (item.arrive - tick) * FALL_SPEED;
}

/** [MG20–MG22] Tunnel Sprint as a mini-game. */
export const tunnelSprint: MiniGame<TunnelLevel, TunnelState> = {
  id: "speed",
  kinds: ["lane"],
  maxInputsPerTick: 1,
  generate: generateTunnel,
  start: () => ({ lane: START_LANE, points: 0, rocksHit: 0, pickups: 0, met: [], stunnedUntil: 0 }),
  check(_level, state, input) {
    if (input.kind !== "lane") return null;
    const lane = state.lane + input.dir;
    return lane < 0 || lane >= LANES ? "The ant cannot leave the tunnel" : null;
  },
  apply: (_level, state, input) => (input.kind === "lane" ? { ...state, lane: state.lane + input.dir } : state),
  advance(level, state, tick) {
    let { points, rocksHit, pickups, stunnedUntil } = state;
    const met = [...state.met];
    if (tick >= stunnedUntil) points += SURVIVAL_POINTS_PER_TICK;
    level.items.forEach((item, index) => {
      if (item.arrive !== tick || item.lane !== state.lane) return;
      met.push(index);
      points += item.value;
      if (item.kind === "rock") {
        rocksHit += 1;
        stunnedUntil = tick + 1 + STUN_TICKS;
      } else pickups += 1;
    });
    return { ...state, points, rocksHit, pickups, met, stunnedUntil };
  },
  over: () => false,
  points: (state) => state.points,
  summary: (_level, state) => ({ rocks_hit: state.rocksHit, pickups: state.pickups }),
};
