// The care feature's public entry: the only module other features and app/ may import from it.
export { NeedsPanel } from "./components/NeedsPanel";
