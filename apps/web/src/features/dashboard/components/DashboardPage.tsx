// The Colony Dashboard: the welcome panel for visitors; for players the colony, or the Achievements view.
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useAppDispatch, useAppSelector } from "../../../app/store";
import { AchievementsView } from "../../achievements/components/AchievementsView";
import { WelcomePanel } from "../../auth/components/WelcomePanel";
import { viewChanged } from "../../ui-slice";
import { ColonyHome } from "./ColonyHome";

export function DashboardPage() {
  const user = useAppSelector((s) => s.user.user);
  if (!user) return <WelcomePanel />;
  return <PlayerDashboard />;
}

function PlayerDashboard() {
  const dispatch = useAppDispatch();
  const view = useAppSelector((s) => s.ui.currentView);
  const [params, setParams] = useSearchParams();
  const flagged = params.get("achievements") === "true";

  useEffect(() => {
    if (flagged) dispatch(viewChanged("achievements"));
  }, [flagged, dispatch]);

  const back = () => {
    dispatch(viewChanged("dashboard"));
    if (flagged) setParams({}, { replace: true });
  };

  if (view === "achievements" || flagged) return <AchievementsView onBack={back} />;
  return <ColonyHome onAchievements={() => dispatch(viewChanged("achievements"))} />;
}
