// Every number of the top-down arena in one place, each tagged with its SPEC.md rule id (TD…).

/** [TD2] One simulation tick in milliseconds (spec 001: a tick every 50 ms). */
export const TOPDOWN_TICK_MS = 50;
/** [TD2] Preparation before the fight: 3 seconds of ticks (spec 001 §9). */
export const PREPARATION_TICKS = 60;
/** [TD2] The screen calls back this long after the finish (spec 001 §4, §9). */
export const FINISH_DELAY_MS = 3000;
/** [TD4] Longest fight after the preparation: 3 minutes of ticks. */
export const FIGHT_TICK_CAP = 3600;
/** [TD4] The tick that always ends a fight (preparation plus FIGHT_TICK_CAP). */
export const TOPDOWN_TICK_CAP = PREPARATION_TICKS + FIGHT_TICK_CAP;
/** [TD4] After this many fighting ticks both ants hit harder and stop hiding (sudden death). */
export const SUDDEN_DEATH_AFTER = 1800;
export const SUDDEN_DEATH_DAMAGE = 1.5;

/** [TD6] Arena radius (spec 001 §9), obstacles 4–6, rocks at most 20. */
export const ARENA_RADIUS = 180;
export const MIN_OBSTACLES = 4;
export const MAX_OBSTACLES = 6;
export const OBSTACLE_MIN_R = 14;
export const OBSTACLE_MAX_R = 26;
/** [TD6] Obstacle centres lie between these distances from the middle; they keep this gap between each other. */
export const OBSTACLE_RING_MIN = 45;
export const OBSTACLE_RING_MAX = 125;
export const OBSTACLE_GAP = 28;
export const MAX_ROCKS = 20;
export const MIN_ROCKS = 12;
/** [TD6] Ants start this far from the middle, facing each other. */
export const SPAWN_DISTANCE = 140;
/** [TD7] Body radius of an ant. */
export const ANT_RADIUS = 7;

/** [TD7] Walking speed in units per tick at stat 10, and its share per point of speed and agility. */
export const BASE_MOVE_SPEED = 2.2;
export const MOVE_PER_SPEED = 0.04;
export const MOVE_PER_AGILITY = 0.01;
/** [TD7] A full rest lack slows by this share. */
export const REST_SLOW = 0.15;

/** [TD8] Energy costs of actions at stat 10 (scaled by B11's cost base over 12 and the rest need). */
export const ENERGY_COST = { bite: 5, charge: 20, throw: 6, grapple: 12, dodge: 8 } as const;
/** [TD8] Energy spent per tick while holding a grapple. */
export const GRAPPLE_HOLD_COST = 0.1;
/** [TD8] Energy regained per tick standing at recovery 10 (half while moving), and per point of recovery. */
export const ENERGY_REGEN = 0.35;
export const REGEN_PER_RECOVERY = 0.025;
export const MOVING_REGEN_SHARE = 0.5;
/** [TD8] Below this energy an ant is tired: its blows lose this share and it walks this much slower. */
export const TIRED_ENERGY = 20;
export const TIRED_DAMAGE_LOSS = 0.1;
export const TIRED_SLOW = 0.15;

/** [TD9] Reach of a bite (centre to centre), its wind-up and the pause after. */
export const BITE_RANGE = 22;
export const BITE_WINDUP = 6;
export const BITE_COOLDOWN = 8;
/** [TD9] Tempo: wind-ups and pauses shrink by this share per point of speed and of reflexes above 10 (0.6..1.4). */
export const TEMPO_PER_SPEED = 0.05;
export const TEMPO_PER_REFLEXES = 0.03;
/** [TD12] A bite evaded by a dodge adds this to the dodger's counter chance. */
export const EVADE_COUNTER_BONUS = 0.5;
/** [TD5] B7 toughness counts to this power (softer than in the turn engine, where blows are fewer and larger). */
export const TOUGHNESS_WEIGHT = 0.6;
/** [TD10] Blow scale by kind, on B7 raw damage and armor block (24 raw at stat 10). */
export const DAMAGE_SCALE = { bite: 0.36, counter: 0.36, charge: 0.5, rock: 0.4, squeeze: 0.24 } as const;
/** [TD10] Each blow is scaled by a uniform factor in [0.5, 1.5]. */
export const VARIANCE_MIN = 0.5;
export const VARIANCE_SPAN = 1;
/** [TD11] Critical blows deal this much more. */
export const CRIT_MULTIPLIER = 1.8;

/** [TD13] Charge: distance window, speed multiple, longest run, the pause after, stun on a hit or a wall. */
export const CHARGE_MIN_DISTANCE = 40;
export const CHARGE_MAX_DISTANCE = 150;
export const CHARGE_SPEED = 2.3;
export const CHARGE_MAX_TICKS = 28;
export const CHARGE_COOLDOWN = 30;
export const CHARGE_STUN = 6;
export const CHARGE_KNOCKBACK = 24;
export const CHARGE_CRASH_STUN = 22;
/** [TD14] Bleeding after a charge hit (spec 001 §4) and one point of health lost every interval at vitality 10. */
export const BLEEDING_TICKS = 150;
export const BLEED_INTERVAL = 15;
export const BLEED_INTERVAL_PER_VITALITY = 0.03;

/** [TD15] Rocks: up to 3 carried (spec 001 §9), picked up within this distance. */
export const MAX_CARRIED_ROCKS = 3;
export const PICKUP_RANGE = 11;
/** [TD16] Throw: wind-up, pause after, range, rock speed, hit radius, aim spread at precision 10. */
export const THROW_WINDUP = 5;
export const THROW_COOLDOWN = 14;
export const THROW_MIN_DISTANCE = 35;
export const THROW_BASE_RANGE = 210;
export const THROW_RANGE_PER_STRENGTH = 4;
export const ROCK_SPEED = 9;
export const ROCK_HIT_RADIUS = 9;
export const AIM_ERROR = 0.12;
export const AIM_PER_PRECISION = 0.04;
export const MIN_AIM_ERROR = 0.02;
export const LEAD_BASE = 0.5;
export const LEAD_PER_INTELLIGENCE = 0.05;

/** [TD17] Grapple: reach, wind-up, length, one squeeze and one break-free try per interval, pause and stun after. */
export const GRAPPLE_RANGE = 20;
export const GRAPPLE_WINDUP = 4;
export const GRAPPLE_TICKS = 48;
export const GRAPPLE_INTERVAL = 8;
export const GRAPPLE_COOLDOWN = 30;
export const GRAPPLE_FAIL_STUN = 4;
export const BREAK_FREE_STUN = 6;
export const GRAPPLE_BASE_CHANCE = 0.7;
export const GRAPPLE_PER_GRIP = 0.03;
export const GRAPPLE_MIN_CHANCE = 0.15;
export const GRAPPLE_MAX_CHANCE = 0.85;
export const BREAK_FREE_BASE = 0.12;
export const BREAK_FREE_PER_GRIP = 0.02;

/** [TD18] Dodge: length, speed multiple, pause before the next, evade chance at stat 10 and per point. */
export const DODGE_TICKS = 7;
export const DODGE_SPEED = 2.2;
export const DODGE_COOLDOWN = 22;
export const EVADE_BASE = 0.6;
export const EVADE_PER_AGILITY = 0.04;
export const EVADE_PER_REFLEXES = 0.01;
export const EVADE_MIN = 0.25;
export const EVADE_MAX = 0.92;
/** [TD18] Per-tick chance to react to a threat, at reflexes 10 and per point. */
export const REACTION_BASE = 0.09;
export const REACTION_PER_REFLEXES = 0.01;
/** [TD18] A rock or charge closer than this (and heading at the ant) is a threat. */
export const THREAT_DISTANCE = 70;

/** [TD21] Motivation from praise (spec 001 §4: 300 ticks): damage and speed multiples, regen multiple. */
export const MOTIVATION_TICKS = 300;
export const MOTIVATION_DAMAGE = 1.1;
export const MOTIVATION_SPEED = 1.1;
export const MOTIVATION_REGEN = 1.5;

/** [TD22] The AI rethinks its plan every so many ticks (reactions are checked every tick). */
export const THINK_TICKS = 4;
/** [TD22] Judgement noise at intelligence and discipline 10, and its share per point. */
export const JUDGEMENT_NOISE = 0.5;
export const NOISE_PER_POINT = 0.02;

/** [TD30] A command steers its ant for 5 seconds of ticks. */
export const COMMAND_TICKS = 100;
/** [TD30] Loyalty: extra damage share per point above 10 while obeying. */
export const OBEDIENCE_PER_LOYALTY = 0.01;
/** [TD31] Praise: mood per distinct praise word, at most 8 per message (spec 001 §5), mood capped at 20. */
export const PRAISE_MOOD_PER_WORD = 4;
export const PRAISE_MOOD_MAX = 8;
/** [TD33] Command log limits checked by the server. */
export const COMMAND_TEXT_MAX = 200;
export const COMMAND_LOG_MAX = 400;
