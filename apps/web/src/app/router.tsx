// The route table of spec 000 §2: every route inside the layout except /auth/callback; each page loads on demand.
import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { createBrowserRouter } from "react-router";
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

export const router = createBrowserRouter([
  {
    path: "/auth/callback",
    element: page(
      () => import("../features/auth/public"),
      (m) => m.AuthCallbackPage,
    ),
  },
  {
    element: <Layout />,
    children: [
      {
        index: true,
        element: page(
          () => import("../features/dashboard/public"),
          (m) => m.DashboardPage,
        ),
      },
      {
        path: "debug",
        element: page(
          () => import("../features/debug/public"),
          (m) => m.DebugPage,
        ),
      },
      {
        path: "my-ants",
        element: page(
          () => import("../features/my-ants/public"),
          (m) => m.MyAntsPage,
        ),
      },
      {
        path: "ant-lab",
        element: page(
          () => import("./pages/placeholders"),
          (m) => m.AntLabPage,
        ),
      },
      {
        path: "training",
        element: page(
          () => import("./pages/placeholders"),
          (m) => m.TrainingPage,
        ),
      },
      {
        path: "battle",
        element: page(
          () => import("../features/battle/public"),
          (m) => m.BattleArenaPage,
        ),
      },
      {
        path: "leaderboard",
        element: page(
          () => import("../features/leaderboard/public"),
          (m) => m.LeaderboardPage,
        ),
      },
      {
        path: "profile",
        element: page(
          () => import("./pages/placeholders"),
          (m) => m.ProfilePage,
        ),
      },
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
