// What a finished battle did for the player, for every battle kind: the result, rating change, experience, stake,
// items won, achievements unlocked, an optional Rematch and the link to its replay (issue 26, item 5).
import type { Battle } from "@antbrawl/protocol/battles";
import type { ServerMessageOf } from "@antbrawl/protocol/ws-server";
import { formatAmount, toMilli } from "@antbrawl/rules/economy/money";
import { useState } from "react";
import { Link } from "react-router";
import { useLiveMessages } from "../../../../lib/live/use-live";
import { useAchievementsQuery } from "../../../achievements/public";
import { battleTypeLabel, winnerName } from "../../battle-view";

interface Props {
  battle: Battle;
  userId: string;
  /** Offered for live and friendly battles: challenges the same opponent again. */
  onRematch?: () => void;
  rematchBusy?: boolean;
  /** Under a result card that already names the winner, inside the replay itself: the rows only. */
  compact?: boolean;
  /** The caller shows the verdict and the winner itself (the live arena's end, in the spec's words). */
  untitled?: boolean;
}

/** Achievements unlocked when this battle was settled (their unlock time is the settlement's, within a few seconds). */
function unlockedBy(battle: Battle, list: readonly { unlocked_at: string | null; name: string; icon: string }[]) {
  const done = battle.completed_at ? Date.parse(battle.completed_at) : Number.NaN;
  if (!Number.isFinite(done)) return [];
  return list.filter((a) => a.unlocked_at !== null && Math.abs(Date.parse(a.unlocked_at) - done) <= 5_000);
}

/** Where the replay of a battle opens (Battle Arena, Live Battle tab). */
function replayHref(battle: Pick<Battle, "id" | "battle_type">): string {
  return battle.battle_type === "topdown_arena"
    ? `/battle?tab=combat&replay=${battle.id}`
    : `/battle?tab=live&battle=${battle.id}`;
}

export function BattleSummary({ battle, userId, onRematch, rematchBusy, compact = false, untitled = false }: Props) {
  const mine = battle.participants.find((p) => p.user_id === userId) ?? null;
  const seated = mine !== null;
  const won = battle.winner_id === userId;
  const winner = winnerName(battle);
  const achievements = useAchievementsQuery(userId, { skip: !seated });
  const [items, setItems] = useState<string[]>([]);
  useLiveMessages("item_won", (message: ServerMessageOf<"item_won">) => {
    if (message.battle_id === battle.id) setItems((now) => (now.includes(message.name) ? now : [...now, message.name]));
  });
  const unlocked = unlockedBy(battle, achievements.data ?? []);
  const ranked = battle.battle_type === "ranked";
  const own = battle.participants.every((p) => p.user_id === userId);
  const delta = mine ? Math.round(mine.elo_after - mine.elo_before) : 0;
  const stake = battle.stake_amount;
  const payout = battle.battle_summary?.payout ?? 0;
  const title = !seated
    ? winner
      ? `${winner} wins!`
      : "The battle is over"
    : own
      ? "Battle over"
      : won
        ? "Victory!"
        : "Defeat";

  const rows: { label: string; value: string }[] = [];
  if (mine) {
    rows.push({
      label: "Rating",
      value: ranked
        ? `${delta >= 0 ? "+" : ""}${delta} ELO (${Math.round(mine.elo_before)} → ${Math.round(mine.elo_after)})`
        : `unchanged: ${battleTypeLabel(battle.battle_type)} battles are unrated`,
    });
    // A fight between two of the player's own ants (self battle, Arena Combat) gives both of them experience.
    const gainers = own ? battle.participants : [mine];
    rows.push({
      label: "Experience",
      value: gainers.map((side) => `+${Math.round(side.experience_gained)} XP for ${side.ant_name}`).join(", "),
    });
    rows.push({
      label: "Stake",
      value:
        stake > 0
          ? won
            ? `${formatAmount(toMilli(stake))} staked, ${formatAmount(toMilli(payout))} won`
            : `${formatAmount(toMilli(stake))} staked and lost`
          : "no stake",
    });
    rows.push({ label: "Items won", value: items.length > 0 ? items.join(", ") : "none this time" });
    rows.push({
      label: "Achievements",
      value: unlocked.length > 0 ? unlocked.map((a) => `${a.icon} ${a.name}`).join(", ") : "none unlocked this time",
    });
  }
  return (
    <section className={`battle-summary ${won ? "is-victory" : "is-defeat"}`} aria-label="Battle summary">
      {compact || untitled ? null : (
        <p className={`battle-summary-title${seated && !own ? (won ? " arena-won" : " arena-lost") : ""}`}>{title}</p>
      )}
      {seated && winner && !compact && !untitled ? <p className="muted">Winner: {winner}</p> : null}
      {rows.length > 0 ? (
        <dl className="battle-summary-rows">
          {rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="battle-summary-actions">
        {onRematch ? (
          <button type="button" className="btn btn-secondary" disabled={rematchBusy} onClick={onRematch}>
            Rematch
          </button>
        ) : null}
        {compact ? null : (
          <Link className="btn btn-secondary" to={replayHref(battle)}>
            Watch the replay
          </Link>
        )}
      </div>
    </section>
  );
}
