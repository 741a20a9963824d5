// Genetics sub-tab: generation, birth date, genetic traits and the pedigree (parents and grandparents, clickable).
import type { Ant } from "@antbrawl/protocol/ants";
import type { PedigreeAnt } from "@antbrawl/protocol/lab-record";
import { LoadingNote } from "../../../components/LoadingNote";
import { usePedigreeQuery } from "../api/pedigree";
import { TraitList } from "./TraitList";

interface Props {
  userId: string;
  ant: Ant;
  ants: readonly Ant[];
  selectAnt(antId: string): void;
}

export function GeneticsPanel({ userId, ant, ants, selectAnt }: Props) {
  const pedigree = usePedigreeQuery({ userId, antId: ant.id });
  const inColony = new Set(ants.map((one) => one.id));
  const person = (one: PedigreeAnt, role: string) =>
    inColony.has(one.id) ? (
      <button
        type="button"
        className="pedigree-ant"
        onClick={() => selectAnt(one.id)}
        aria-label={`${role} ${one.name}, generation ${one.generation}: inspect`}
      >
        <strong>{one.name}</strong>
        <span className="small muted">
          {role} · gen {one.generation}
        </span>
      </button>
    ) : (
      <div className="pedigree-ant is-gone">
        <strong>{one.name}</strong>
        <span className="small muted">
          {role} · gen {one.generation} · {one.status === "released" ? "released" : "not in your colony"}
        </span>
      </div>
    );
  const parents = pedigree.data?.parents ?? [];
  const grandparents = pedigree.data?.grandparents ?? [];
  return (
    <div className="inspector-grid">
      <section className="inspector-section" aria-label="Genes">
        <h3>Genes</h3>
        <dl className="inspector-facts">
          <dt>Generation</dt>
          <dd>{ant.generation}</dd>
          <dt>Born</dt>
          <dd>{new Date(ant.birth_date).toLocaleDateString()}</dd>
        </dl>
        <h4>Genetic traits</h4>
        <TraitList traits={ant.traits.genetic} empty="No genetic traits recorded." />
      </section>
      <section className="inspector-section" aria-label="Pedigree">
        <h3>Pedigree</h3>
        {pedigree.isLoading ? (
          <LoadingNote text="Loading the pedigree…" />
        ) : parents.length === 0 ? (
          <p className="muted">
            {ant.name} is a founder of the colony: no parents on record. Breed two ants in the Breeding Lab to start a
            family tree.
          </p>
        ) : (
          <div className="pedigree">
            <h4>Parents</h4>
            <div className="pedigree-row">
              {parents.map((one) => (
                <div key={one.id}>{person(one, "Parent")}</div>
              ))}
            </div>
            <h4>Grandparents</h4>
            {grandparents.length === 0 ? (
              <p className="muted small">The parents were founders.</p>
            ) : (
              <div className="pedigree-row">
                {grandparents.map((one) => (
                  <div key={`${one.child_of}-${one.id}`}>{person(one, "Grandparent")}</div>
                ))}
              </div>
            )}
          </div>
        )}
      </section>
    </div>
  );
}
