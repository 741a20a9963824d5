// The empty-colony panel: an empty meadow and 'Create Your First Ant'.

import { CreateAntButton } from "../../ants/public";
import { ColonyCanvas } from "../../colony/public";

export function EmptyColony() {
  return (
    <section className="card empty-colony" aria-labelledby="empty-title">
      <h2 id="empty-title">Your colony is waiting</h2>
      <p className="muted">No ants live here yet. Hatch your first one, name it and pick its colour.</p>
      <ColonyCanvas ants={[]} selectedId={null} onSelect={() => {}} />
      <CreateAntButton label="Create Your First Ant" />
    </section>
  );
}
