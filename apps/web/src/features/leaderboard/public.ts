// The leaderboard feature's public entry: the only module other features and app/ may import from it.
export { LeaderboardPage } from "./components/LeaderboardPage";
