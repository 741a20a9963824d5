// The player's breeding operations: incubating ones count down and show Hatch once expected_birth has passed.
import type { BreedingOperation } from "@antbrawl/protocol/lab-breeding";
import { LoadingNote } from "../../../../components/LoadingNote";
import type { Notify } from "../../../../components/notice";
import { errorText } from "../../../../lib/api/api-error";
import { useBreedingStatusQuery, useCompleteBreedingMutation } from "../../api/breeding";
import { countdown, useNow } from "../../hooks/use-now";

function Outcome({ op }: { op: BreedingOperation }) {
  if (op.success === false) return <p className="small muted">The eggs did not hatch.</p>;
  return (
    <p className="small">
      Hatched: <strong>{op.offspring.map((child) => child.name).join(", ")}</strong>
    </p>
  );
}

function Operation(props: { op: BreedingOperation; now: number; fetchedAt: number; free: number; notify: Notify }) {
  const { op, now, notify } = props;
  const [complete, completing] = useCompleteBreedingMutation();
  // The time left as the server counted it when the list arrived, on this browser's clock (no clock skew).
  const birth = props.fetchedAt + op.hatch_in_ms;
  const ready = op.status === "incubating" && now >= birth;
  const onHatch = async () => {
    try {
      const answer = await complete(op.id).unwrap();
      notify({ kind: answer.success ? "success" : "info", text: answer.message });
    } catch (error) {
      notify({ kind: "error", text: `Failed to complete breeding: ${errorText(error, "Unknown error")}` });
    }
  };
  const eggs = `${op.offspring_count} ${op.offspring_count === 1 ? "egg" : "eggs"}`;
  return (
    <li className={`breeding-op is-${op.status}`}>
      <div className="breeding-op-head">
        <strong>
          {op.parent1_name} × {op.parent2_name}
        </strong>
        <span className={`breeding-status is-${op.status}`}>
          {op.status === "incubating" ? "Incubating" : "Completed"}
        </span>
      </div>
      <p className="small muted">
        {eggs} · generation {op.genetic_preview.generation}
        {op.genetic_preview.expected_traits.genetic.length > 0
          ? ` · expected traits: ${op.genetic_preview.expected_traits.genetic.join(", ")}`
          : ""}
      </p>
      {op.status === "completed" ? <Outcome op={op} /> : null}
      {op.status === "incubating" && op.offspring_count > props.free ? (
        <p className="small breeding-room">
          🏠 The clutch needs room for {op.offspring_count} {op.offspring_count === 1 ? "ant" : "ants"}; your colony has
          room for {Math.max(0, props.free)}. Release an ant before hatching: the eggs will wait.
        </p>
      ) : null}
      {op.status === "incubating" && !ready ? (
        <p className="small">
          🥚 Hatches in <span className="mono">{countdown(birth, now)}</span>
        </p>
      ) : null}
      {ready ? (
        <button type="button" className="btn btn-primary" disabled={completing.isLoading} onClick={onHatch}>
          {completing.isLoading ? "Hatching…" : "Hatch"}
        </button>
      ) : null}
    </li>
  );
}

/** The player's operations; `free` is how many more ants the colony holds (a clutch larger than that waits). */
export function OperationsList({ userId, free, notify }: { userId: string; free: number; notify: Notify }) {
  const status = useBreedingStatusQuery(userId);
  const operations = status.data ?? [];
  const now = useNow(operations.some((op) => op.status === "incubating"));
  return (
    <section className="card breeding-ops" aria-labelledby="breeding-ops-title">
      <h2 id="breeding-ops-title">Breeding operations</h2>
      {status.isLoading ? <LoadingNote text="Loading breeding operations…" /> : null}
      {!status.isLoading && operations.length === 0 ? (
        <p className="muted">No breeding operations yet. Choose two parents to start one.</p>
      ) : null}
      <ul className="breeding-op-list">
        {operations.map((op) => (
          <Operation
            key={op.id}
            op={op}
            now={now}
            fetchedAt={status.fulfilledTimeStamp ?? now}
            free={free}
            notify={notify}
          />
        ))}
      </ul>
    </section>
  );
}
