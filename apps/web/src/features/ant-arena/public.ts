// The Ant Arena feature's public entry: the live multiplayer arena tab.
export { AntArena } from "./components/AntArena";
