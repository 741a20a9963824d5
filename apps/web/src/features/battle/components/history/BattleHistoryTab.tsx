// Battle History: the player's battles newest first, each opening its replay; 'Load More Battles' pages on.
import { HISTORY_PAGE_SIZE, useBattleHistoryInfiniteQuery } from "../../api/battle-history";
import { BattleHistoryItem } from "./BattleHistoryItem";

interface Props {
  userId: string;
  onOpen(battleId: string, battleType: string): void;
}

export function BattleHistoryTab({ userId, onOpen }: Props) {
  const history = useBattleHistoryInfiniteQuery(userId);
  const battles = history.data?.pages.flatMap((page) => page.battles) ?? [];

  if (history.isLoading) return <p className="muted">Loading battle history...</p>;
  if (history.isError && battles.length === 0) {
    return (
      <div className="coming-soon">
        <p className="form-error" role="alert">
          Failed to get battles
        </p>
        <button type="button" className="btn btn-secondary" onClick={() => void history.refetch()}>
          Try Again
        </button>
      </div>
    );
  }
  if (battles.length === 0) {
    return (
      <div className="coming-soon">
        <div className="coming-soon-icon" aria-hidden="true">
          📜
        </div>
        <h2>No Battle History</h2>
        <p className="muted">Your battles will be recorded here. Fight a self battle or a live battle to begin.</p>
      </div>
    );
  }
  return (
    <div className="battle-history">
      <p className="muted small">Choose a battle to watch its replay.</p>
      <ul className="history-list" aria-label="Past battles">
        {battles.map((battle) => (
          <BattleHistoryItem key={battle.id} battle={battle} userId={userId} onOpen={onOpen} />
        ))}
      </ul>
      {battles.length >= HISTORY_PAGE_SIZE && history.hasNextPage ? (
        <button
          type="button"
          className="btn btn-secondary load-more"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {history.isFetchingNextPage ? "Loading..." : "Load More Battles"}
        </button>
      ) : null}
    </div>
  );
}
