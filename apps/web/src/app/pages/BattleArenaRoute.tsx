// The /battle route: the Battle Arena page with the live Ant Arena and the Tournaments tab (other features) in it.
import { AntArena } from "../../features/ant-arena/public";
import { BattleArenaPage } from "../../features/battle/public";
import { TournamentsPanel } from "../../features/tournaments/public";

export function BattleArenaRoute() {
  return <BattleArenaPage antArena={<AntArena />} tournaments={(userId) => <TournamentsPanel userId={userId} />} />;
}
