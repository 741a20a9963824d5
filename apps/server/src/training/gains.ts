// Stat gains from any training (quick sessions, mini-games): added to stats and remembered as trained gains for decay.

import { utcDayNumber } from "@antbrawl/rules/achievements/events";
import type { Stats } from "@antbrawl/rules/ant";
import { addGains, mergeGains } from "@antbrawl/rules/training/settle";
import type { AntRow } from "../colony";
import { presentStats, writeAntTraining } from "../colony";
import type { Db } from "../db/database";
import { statColumns } from "./repository";
import { settleLockedAnt } from "./settle";

/**
 * [TR11][TR30] For a row the caller has locked: settles it (passed schedule days, decay), adds `gains` (each stat capped
 * at 20, two decimals), keeps them as trained gains and marks today as a training day. Energy and experience are the
 * caller's to write. Answers the new row and the gains actually applied.
 */
export async function applyTrainingGains(
  trx: Db,
  row: AntRow,
  gains: Partial<Stats>,
  now: Date,
): Promise<{ row: AntRow; applied: Partial<Stats> }> {
  const settled = await settleLockedAnt(trx, row, now);
  const { stats, applied } = addGains(presentStats(settled.stats ?? {}), gains);
  const written = await writeAntTraining(
    trx,
    settled.id,
    {
      ...statColumns(stats, mergeGains(settled.stat_gains ?? {}, applied)),
      last_trained_day: utcDayNumber(now.getTime()),
    },
    now,
  );
  return { row: written, applied };
}
