// Which ant the laboratory looks at: a labelled list of the colony (the first ant is selected when none is).
import type { Ant } from "@antbrawl/protocol/ants";

export function AntPicker({ ants, selected, onSelect }: { ants: Ant[]; selected: Ant; onSelect(id: string): void }) {
  return (
    <label className="lab-picker">
      <span>Selected ant</span>
      <select value={selected.id} onChange={(event) => onSelect(event.target.value)}>
        {ants.map((ant) => (
          <option key={ant.id} value={ant.id}>
            {ant.name} · Lv {ant.level} · gen {ant.generation}
          </option>
        ))}
      </select>
    </label>
  );
}
