// Arena Combat in component tests: two fighters, a fight played by the rules, and the frames the server would stream.
import type { ArenaCombatReplay } from "@antbrawl/protocol/arena-combat";
import type { ServerMessageOf } from "@antbrawl/protocol/ws-server";
import { NEED_NAMES, STAT_NAMES } from "@antbrawl/rules/ant";
import { diceCommitment } from "@antbrawl/rules/fair-dice";
import {
  createTopdown,
  isTopdownFinished,
  runTopdown,
  stepTopdown,
  TOPDOWN_RULES_VERSION,
  type TopdownCommand,
  type TopdownFighter,
  type TopdownInput,
  topdownView,
} from "@antbrawl/rules/topdown/index";
import { battleBetween } from "./fixtures";

export const FIGHT_ID = "fight-1";
export const FIGHT_SALT = "3c".repeat(32);

export function fighter(antId: string, lean: number, name = antId): TopdownFighter {
  return {
    antId,
    userId: "user-1",
    name,
    stats: Object.fromEntries(
      STAT_NAMES.map((stat, i) => [stat, 6 + ((i * 5 + lean) % 10)]),
    ) as TopdownFighter["stats"],
    health: 100,
    energy: 100,
    needs: Object.fromEntries(NEED_NAMES.map((need) => [need, 16])) as TopdownFighter["needs"],
    mood: 10,
    level: 1,
  };
}

export const fightInput = (seed: number, salt: string | null = FIGHT_SALT): TopdownInput => ({
  seed,
  ...(salt ? { salt } : {}),
  fighters: [fighter("red", 1, "Red"), fighter("gold", 4, "Gold")],
});

type Frame = ServerMessageOf<"arena_combat_frame">;

/** The frames a server would send for the fight: one every `every` ticks (and the last), each with its ticks' events. */
export function framesOf(input: TopdownInput, commands: readonly TopdownCommand[] = [], every = 2): Frame[] {
  let state = createTopdown(input);
  const frames: Frame[] = [
    { type: "arena_combat_frame", battle_id: FIGHT_ID, tick: 0, state: topdownView(state), events: [] },
  ];
  let events: Frame["events"] = [];
  while (!isTopdownFinished(state)) {
    state = stepTopdown(
      state,
      commands.filter((c) => c.tick === state.tick + 1),
    );
    events.push(...state.events.map((event) => ({ ...event, tick: state.tick })));
    if (state.tick % every === 0 || isTopdownFinished(state)) {
      frames.push({
        type: "arena_combat_frame",
        battle_id: FIGHT_ID,
        tick: state.tick,
        state: topdownView(state),
        events,
      });
      events = [];
    }
  }
  return frames;
}

/** The replay GET of the fight played from `input` and `commands`, as the server answers it once it is over. */
export function fightRecord(input: TopdownInput, commands: readonly TopdownCommand[] = []): ArenaCombatReplay {
  const { result } = runTopdown(input, commands);
  const base = battleBetween(100, 100);
  const sides = input.fighters.map((f) => ({
    ant_id: f.antId,
    ant_name: f.name,
    won: f.antId === result.winnerAntId,
    starting_health: f.health,
    final_health: result.finalHealth[f.antId] ?? 0,
    starting_energy: f.energy,
    final_energy: result.finalEnergy[f.antId] ?? 0,
    experience_gained: f.antId === result.winnerAntId ? 25 : 10,
  }));
  return {
    battle_id: FIGHT_ID,
    seed: input.seed,
    dice_commitment: input.salt ? diceCommitment(input.seed, input.salt) : null,
    dice_salt: input.salt ?? null,
    rules_version: input.version ?? TOPDOWN_RULES_VERSION,
    status: "completed",
    fighters: input.fighters,
    commands: commands.map((c) => ({ tick: c.tick, ant_id: c.antId, text: c.text })),
    result: {
      winner_ant_id: result.winnerAntId,
      winner_name: input.fighters.find((f) => f.antId === result.winnerAntId)?.name ?? "Unknown",
      ticks: result.ticks,
      ended_by: result.endedBy,
      sides,
    },
    battle: { ...base, id: FIGHT_ID, battle_type: "topdown_arena", arena_type: "topdown" },
  };
}
