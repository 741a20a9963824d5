// Shown in the Self Battle tab when the colony has fewer than two ants: hatch the missing ant right here.
import { Link } from "react-router";
import { CreateAntButton } from "../../../ants/public";

export function NeedMoreAnts({ antCount }: { antCount: number }) {
  return (
    <div className="coming-soon">
      <div className="coming-soon-icon" aria-hidden="true">
        🐜❔
      </div>
      <h2>Need More Ants!</h2>
      <p>{antCount === 0 ? "You need to create an ant first!" : "You need at least 2 ants to battle!"}</p>
      <p className="muted">A self battle pits two of your own ants against each other.</p>
      <div className="coming-soon-actions">
        <CreateAntButton label={antCount === 0 ? "Create Your First Ant" : "Hatch a Second Ant"} />
        <Link to="/" className="btn btn-secondary">
          Create ants on the Dashboard
        </Link>
        <Link to="/ant-lab" className="btn btn-secondary">
          Visit the Ant Lab
        </Link>
      </div>
    </div>
  );
}
