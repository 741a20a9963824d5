// The Ant Laboratory feature's public entry: the page for the router.
export { AntLabPage } from "./components/AntLabPage";
