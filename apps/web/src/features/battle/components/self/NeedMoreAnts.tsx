// Shown in the Self Battle tab when the colony has fewer than two ants.
import { Link } from "react-router";

export function NeedMoreAnts({ antCount }: { antCount: number }) {
  return (
    <div className="coming-soon">
      <div className="coming-soon-icon" aria-hidden="true">
        🐜❔
      </div>
      <h2>Need More Ants!</h2>
      <p>{antCount === 0 ? "You need to create an ant first!" : "You need at least 2 ants to battle!"}</p>
      <div className="coming-soon-actions">
        <Link to="/" className="btn btn-primary">
          Create ants on the Dashboard
        </Link>
        <Link to="/ant-lab" className="btn btn-secondary">
          Visit the Ant Lab
        </Link>
      </div>
    </div>
  );
}
