// The Colony Dashboard: the welcome panel for visitors, the greeting and colony for players.
import { useAppSelector } from "../../../app/store";
import { WelcomePanel } from "../../auth/components/WelcomePanel";

export function DashboardPage() {
  const user = useAppSelector((s) => s.user.user);
  if (!user) return <WelcomePanel />;
  const antCount: number = 0;
  return (
    <div className="dashboard">
      <section className="card greeting">
        <h1>Welcome back, {user.name || user.username}!</h1>
        <p className="muted">
          Your colony has {antCount} {antCount === 1 ? "ant" : "ants"} of {user.max_ants}.
        </p>
      </section>
    </div>
  );
}
