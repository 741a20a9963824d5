// The my-ants feature's public entry: the only module other features and app/ may import from it.
export { MyAntsPage } from "./components/MyAntsPage";
