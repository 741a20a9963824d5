// Turns that fall due together on one node are played in one transaction: one lock, one write of battles, one of rows.
import { type LiveTurnRecord, recordLiveTurns } from "../../battles";
import type { Db } from "../../db/database";
import type { LiveStore } from "../../live/ports";
import { lockDrivenTurns, type TurnWrite, updateDrivenTurns } from "./repository";
import { type LiveRecord, storedLive } from "./store-rows";

type PlayTurn = LiveStore<LiveRecord>["playTurn"];
type Fence = Parameters<PlayTurn>[1];
type Play = Parameters<PlayTurn>[2];
type Played = Awaited<ReturnType<PlayTurn>>;

interface Waiting {
  battleId: string;
  fence: Fence;
  play: Play;
  resolve(played: Played): void;
  reject(error: unknown): void;
}

/** What the wave's transaction made of one turn: played, not this node's to play, its battle's last, or failed. */
type Outcome = { played: Played } | { last: true } | { failed: unknown };

/**
 * `playTurn` for many rooms: the turns asked for in one turn of the event loop are locked, played and written together
 * (3 statements whatever their number). A battle's last turn is handed to `playLast`, which settles it on its own.
 */
export function batchedTurns(db: Db, playLast: PlayTurn): PlayTurn {
  let waiting: Waiting[] = [];

  async function flush(): Promise<void> {
    const wave = waiting;
    waiting = [];
    let outcomes: Map<Waiting, Outcome>;
    try {
      outcomes = await playWave(db, wave);
    } catch (error) {
      for (const turn of wave) turn.reject(error);
      return;
    }
    for (const turn of wave) {
      const outcome = outcomes.get(turn) ?? { played: undefined };
      if ("last" in outcome) playLast(turn.battleId, turn.fence, turn.play).then(turn.resolve, turn.reject);
      else if ("failed" in outcome) turn.reject(outcome.failed);
      else turn.resolve(outcome.played);
    }
  }

  return (battleId, fence, play) =>
    new Promise((resolve, reject) => {
      waiting.push({ battleId, fence, play, resolve, reject });
      if (waiting.length === 1) setImmediate(() => void flush());
    });
}

async function playWave(db: Db, wave: readonly Waiting[]): Promise<Map<Waiting, Outcome>> {
  return db.transaction().execute(async (trx) => {
    const outcomes = new Map<Waiting, Outcome>();
    const seen = new Set<string>();
    // A battle asked for twice in one wave (never by one room) is played once; the other ask finds it played.
    const unique = wave.filter((turn) => !seen.has(turn.battleId) && seen.add(turn.battleId));
    const fences = unique.map((turn) => ({ battleId: turn.battleId, owner: turn.fence.owner, turn: turn.fence.turn }));
    const locked = await lockDrivenTurns(trx, fences);
    const played: { turn: Waiting; result: ReturnType<Play> }[] = [];
    for (const turn of unique) {
      const row = locked.get(turn.battleId);
      if (!row) continue;
      try {
        const result = turn.play(storedLive(row, []));
        if (result.live.phase === "finished") outcomes.set(turn, { last: true });
        else played.push({ turn, result });
      } catch (error) {
        outcomes.set(turn, { failed: error });
      }
    }
    const records: LiveTurnRecord[] = played.map(({ turn, result: { state } }) => ({
      battleId: turn.battleId,
      turn: state.turn,
      inputLog: state.inputLog,
      log: state.log,
    }));
    const recorded = await recordLiveTurns(trx, records);
    const written = played.filter(({ turn }) => recorded.has(turn.battleId));
    const rows = await updateDrivenTurns(
      trx,
      written.map(({ turn, result }) => turnWrite(turn, result.live)),
    );
    for (const { turn, result } of written) {
      const row = rows.get(turn.battleId);
      // The row was locked above: a lost fence here is a broken invariant, and the whole wave is tried again.
      if (!row) throw new Error(`Live battle ${turn.battleId} lost its lease during turn ${turn.fence.turn}`);
      outcomes.set(turn, { played: { state: result.state, live: storedLive(row, row.spectators) } });
    }
    return outcomes;
  });
}

function turnWrite(turn: Waiting, live: ReturnType<Play>["live"]): TurnWrite {
  const { owner, turn: played, at, leaseUntil } = turn.fence;
  return {
    battleId: turn.battleId,
    owner,
    turn: played,
    tactics: [live.seats[0].tactic, live.seats[1].tactic],
    nextTurn: live.turn,
    turnEndsAt: new Date(live.turnEndsAt ?? at),
    leaseUntil: new Date(leaseUntil),
    at: new Date(at),
  };
}
