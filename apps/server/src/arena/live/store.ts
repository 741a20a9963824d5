// The live room's store and leases in the database: live_battles and live_spectators here, battles through their door.
import { isDeepStrictEqual } from "node:util";
import { houseTactic } from "@antbrawl/rules/arena/practice";
import type { BattleResult } from "@antbrawl/rules/battle/types";
import { HOUSE_USER_ID } from "@antbrawl/rules/tournament/house";
import DataLoader from "dataloader";
import {
  type BattleRow,
  findBattle,
  findBattles,
  type ParticipantRow,
  participantsOf,
  recordLiveTurns,
} from "../../battles";
import type { Db } from "../../db/database";
import type { DomainEvent } from "../../events/catalogue";
import type { Events, Work } from "../../events/units";
import type { HouseSeat, LeaseStore, LiveStore, LoadedLive, StoredLive } from "../../live/ports";
import {
  claimLeases,
  clearSpectators,
  findWatchedLives,
  lockDrivenTurns,
  releaseLeases,
  renewLeases,
  type StartWrite,
  takeOverExpired,
  updateDriven,
  updateDrivenStarts,
} from "./repository";
import { rebuildState } from "./state";
import { type LiveRecord, storedLive } from "./store-rows";
import { batchedTurns } from "./turn-batch";

/** The one settlement of a finished live battle, in the last turn's transaction; undefined when it was settled already. */
export type SettleLive = (
  work: Work,
  battleId: string,
  now: Date,
) => Promise<Pick<BattleResult, "winnerAntId" | "log"> | undefined>;

const at = (ms: number) => new Date(ms);

/**
 * Reads asked for in one turn of the event loop go out together: the rooms of a wave of new battles load in three
 * queries, and rooms whose timers fired together refresh in one. Nothing is cached between turns.
 */
const TOGETHER = { cache: false, batchScheduleFn: (run: () => void) => setImmediate(run) };

/** The database store of live rooms; `settle` is the battles domain's settlement of a live battle. */
export function databaseLiveStore(db: Db, events: Events, settle: SettleLive): LiveStore<LiveRecord> {
  const loads = new DataLoader<string, LoadedLive<LiveRecord> | undefined>(async (ids) => {
    const rows = new Map((await findWatchedLives(db, ids)).map((row) => [row.battle_id, row]));
    const battles = new Map((await findBattles(db, [...rows.keys()])).map((battle) => [battle.id, battle]));
    const sides = new Map<string, ParticipantRow[]>();
    for (const side of await participantsOf(db, [...battles.keys()])) {
      sides.set(side.battle_id, [...(sides.get(side.battle_id) ?? []), side]);
    }
    return ids.map((id) => {
      const row = rows.get(id);
      const battle = battles.get(id);
      const [first, second] = sides.get(id) ?? [];
      if (!row || !battle || !first || !second) return undefined;
      const house = houseSeatOf(battle, [first, second]);
      return {
        live: storedLive(row, row.spectators),
        players: [first.user_id, second.user_id] as const,
        state: rebuildState(battle, [first, second]),
        record: { battle, sides: [first, second] },
        ...(house ? { house } : {}),
      };
    });
  }, TOGETHER);
  const refreshes = new DataLoader<string, StoredLive | undefined>(async (ids) => {
    const rows = new Map((await findWatchedLives(db, ids)).map((row) => [row.battle_id, row]));
    return ids.map((id) => {
      const row = rows.get(id);
      return row && storedLive(row, row.spectators);
    });
  }, TOGETHER);

  const starts = new DataLoader<StartWrite, StoredLive | undefined>(async (writes) => {
    const rows = await updateDrivenStarts(db, writes);
    return writes.map(({ battleId }) => {
      const row = rows.get(battleId);
      return row && storedLive(row, row.spectators);
    });
  }, TOGETHER);

  return {
    load: (battleId) => loads.load(battleId),

    refresh: (battleId) => refreshes.load(battleId),

    start: (battleId, fence) => starts.load({ battleId, ...fence }),

    playTurn: batchedTurns(db, (battleId, fence, play) =>
      db.transaction().execute(async (trx) => {
        const expected = { phase: "fighting" as const, turn: fence.turn };
        const locked = (await lockDrivenTurns(trx, [{ battleId, owner: fence.owner, turn: fence.turn }])).get(battleId);
        if (!locked) return undefined;
        const played = play(storedLive(locked, []));
        const { state, live } = played;
        const record = { battleId, turn: state.turn, inputLog: state.inputLog, log: state.log };
        if (!(await recordLiveTurns(trx, [record])).has(battleId)) return undefined;
        const now = at(fence.at);
        const [one, two] = live.seats;
        const seats = {
          tactic_0: one.tactic,
          tactic_1: two.tactic,
          pending_0: null,
          pending_1: null,
          updated_at: now,
        };
        const finished = live.phase === "finished";
        const row = await updateDriven(
          trx,
          battleId,
          fence.owner,
          expected,
          finished
            ? { ...seats, phase: "finished", turn_ends_at: null, finished_at: now }
            : {
                ...seats,
                turn: live.turn,
                turn_ends_at: live.turnEndsAt === null ? null : at(live.turnEndsAt),
                lease_until: at(fence.leaseUntil),
              },
        );
        if (!row) throw new Error(`Live battle ${battleId} lost its lease during turn ${fence.turn}`);
        const after = { state, live: storedLive(row, row.spectators) };
        if (!finished) return after;
        const raised: DomainEvent[] = [];
        const settled = await settle(events.open(trx, raised), battleId, now);
        if (!settled || settled.winnerAntId !== state.winnerAntId || !isDeepStrictEqual(settled.log, state.log)) {
          throw new Error(`Live battle ${battleId} settled differently from how it was fought`);
        }
        const battle = await findBattle(trx, battleId);
        if (!battle) throw new Error(`Live battle ${battleId} vanished while it was settled`);
        return { ...after, settled: { battle, sides: await participantsOf(trx, [battleId]), raised } };
      }),
    ),

    async close(battleId) {
      await clearSpectators(db, battleId);
    },
  };
}

/** [W32] The seat the house plays in a practice battle: the tactics AI chooses for it from the battle's seed. */
function houseSeatOf(battle: BattleRow, sides: readonly ParticipantRow[]): HouseSeat | undefined {
  const side = sides.find((s) => s.user_id === HOUSE_USER_ID)?.side;
  if (side !== 0 && side !== 1) return undefined;
  return { seat: side, choose: (state) => houseTactic(state, side, battle.seed) };
}

/** The leases of live battles in the database. */
export function databaseLeases(db: Db): LeaseStore {
  return {
    claim: (battleIds, owner, now, until) => claimLeases(db, battleIds, owner, at(now), at(until)),
    renew: (owner, until) => renewLeases(db, owner, at(until)),
    takeOver: (owner, now, until, limit) => takeOverExpired(db, owner, at(now), at(until), limit),
    release: (owner, battleIds) => releaseLeases(db, owner, battleIds),
  };
}
