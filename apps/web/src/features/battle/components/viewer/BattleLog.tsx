// The battle log window: the last 10 played entries, oldest first, critical hits marked, numbers to two decimals.
import type { BattleLogEntryShape } from "@antbrawl/protocol/battles";
import { visibleLog } from "@antbrawl/rules/battle/viewer";
import { tidyNumbers } from "../../../../lib/format/numbers";

export function BattleLog({ entries }: { entries: readonly BattleLogEntryShape[] }) {
  const shown = visibleLog(entries);
  const firstIndex = entries.length - shown.length;
  const rows = shown.map((entry, offset) => ({ entry, position: firstIndex + offset }));
  return (
    <section className="battle-log" aria-label="Battle log">
      <h3>Battle Log</h3>
      {shown.length === 0 ? (
        <p className="muted small">The fighters size each other up...</p>
      ) : (
        <div role="log" aria-label="Battle log entries" aria-live="polite">
          <ol>
            {rows.map(({ entry, position }) => (
              <li key={position} className={`log-entry log-${entry.kind}${entry.critical_hit ? " log-critical" : ""}`}>
                <span className="log-turn">T{entry.turn}</span>
                <span>{tidyNumbers(entry.description)}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
