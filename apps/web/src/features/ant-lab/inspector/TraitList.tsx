// A list of trait words as chips ("quick learner", "thick shell").

export function TraitList({ traits, empty }: { traits: readonly string[]; empty: string }) {
  if (traits.length === 0) return <p className="muted small">{empty}</p>;
  return (
    <ul className="trait-list">
      {traits.map((trait) => (
        <li key={trait}>{trait.replaceAll("_", " ")}</li>
      ))}
    </ul>
  );
}
