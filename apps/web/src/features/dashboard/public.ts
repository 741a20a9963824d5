// The dashboard feature's public entry: the only module other features and app/ may import from it.
export { DashboardPage } from "./components/DashboardPage";
