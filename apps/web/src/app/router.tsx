// The route table of spec 000 §2: every route inside the layout except /auth/callback.
import { createBrowserRouter } from "react-router";
import { AuthCallbackPage } from "../features/auth/public";
import { BattleArenaPage } from "../features/battle/public";
import { DashboardPage } from "../features/dashboard/public";
import { DebugPage } from "../features/debug/public";
import { LeaderboardPage } from "../features/leaderboard/public";
import { MyAntsPage } from "../features/my-ants/public";
import { Layout } from "./layout/Layout";
import { AntLabPage, ProfilePage, TrainingPage } from "./pages/placeholders";

export const router = createBrowserRouter([
  { path: "/auth/callback", element: <AuthCallbackPage /> },
  {
    element: <Layout />,
    children: [
      { index: true, element: <DashboardPage /> },
      { path: "debug", element: <DebugPage /> },
      { path: "my-ants", element: <MyAntsPage /> },
      { path: "ant-lab", element: <AntLabPage /> },
      { path: "training", element: <TrainingPage /> },
      { path: "battle", element: <BattleArenaPage /> },
      { path: "leaderboard", element: <LeaderboardPage /> },
      { path: "profile", element: <ProfilePage /> },
      { path: "*", element: <NotFound /> },
    ],
  },
]);

function NotFound() {
  return (
    <section className="card prompt">
      <h1>Page not found</h1>
      <p className="muted">This tunnel leads nowhere.</p>
    </section>
  );
}
