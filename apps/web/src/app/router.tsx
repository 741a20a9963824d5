// The route table of spec 000 §2: every route inside the layout except /auth/callback; each page loads on demand.
import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { Route, Routes } from "react-router";
import { LoadingNote } from "../components/LoadingNote";
import { Layout } from "./layout/Layout";

/** A route page fetched the first time it is shown, with a loading note meanwhile. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ReactNode {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return (
    <Suspense fallback={<LoadingNote text="Loading the page…" className="page-loading" />}>
      <Page />
    </Suspense>
  );
}

const authCallback = page(
  () => import("../features/auth/public"),
  (m) => m.AuthCallbackPage,
);
const dashboard = page(
  () => import("../features/dashboard/public"),
  (m) => m.DashboardPage,
);
const debug = page(
  () => import("../features/debug/public"),
  (m) => m.DebugPage,
);
const myAnts = page(
  () => import("../features/my-ants/public"),
  (m) => m.MyAntsPage,
);
const antLab = page(
  () => import("../features/ant-lab/public"),
  (m) => m.AntLabPage,
);
const training = page(
  () => import("../features/training/public"),
  (m) => m.TrainingArenaPage,
);
const battle = page(
  () => import("./pages/BattleArenaRoute"),
  (m) => m.BattleArenaRoute,
);
const leaderboard = page(
  () => import("../features/leaderboard/public"),
  (m) => m.LeaderboardPage,
);
const colonyStats = page(
  () => import("../features/colony-stats/public"),
  (m) => m.ColonyStatsPage,
);
const profile = page(
  () => import("./pages/ProfileRoute"),
  (m) => m.ProfileRoute,
);

/** Every route; declarative routes inside a BrowserRouter (main.tsx), which keeps the data router out of the bundle. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/auth/callback" element={authCallback} />
      <Route element={<Layout />}>
        <Route index element={dashboard} />
        <Route path="debug" element={debug} />
        <Route path="my-ants" element={myAnts} />
        <Route path="ant-lab" element={antLab} />
        <Route path="training" element={training} />
        <Route path="battle" element={battle} />
        <Route path="leaderboard" element={leaderboard} />
        <Route path="profile" element={profile} />
        <Route path="colony-stats" element={colonyStats} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

function NotFound() {
  return (
    <section className="card prompt">
      <h1>Page not found</h1>
      <p className="muted">This tunnel leads nowhere.</p>
    </section>
  );
}
