// The ant collection: totals, then each ant with its level and experience.
import type { AntCollection as Collection } from "@antbrawl/protocol/profile";
import { Link } from "react-router";

export function AntCollection({ collection }: { collection: Collection }) {
  const totals = [
    { label: "Total Ants", value: collection.total_ants },
    { label: "Highest Level", value: collection.highest_level },
    { label: "Total Experience", value: `${collection.total_experience} XP` },
  ];
  return (
    <section className="card" aria-labelledby="profile-collection-heading">
      <h2 id="profile-collection-heading">Ant Collection</h2>
      <dl className="profile-figures profile-figures-3">
        {totals.map((total) => (
          <div key={total.label} className="profile-figure">
            <dt>{total.label}</dt>
            <dd>{total.value}</dd>
          </div>
        ))}
      </dl>
      {collection.ants.length === 0 ? (
        <p className="muted">
          No ants yet. <Link to="/">Create your first ant</Link> on the Dashboard.
        </p>
      ) : (
        <ul className="profile-ants" aria-label="Your ants">
          {collection.ants.map((ant) => (
            <li key={ant.id}>
              <span className="ant-dot" style={{ background: ant.color }} aria-hidden="true" />
              <span className="profile-ant-name">{ant.name}</span>
              <span className="profile-ant-meta">
                Level {ant.level} · {ant.total_experience} XP
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
