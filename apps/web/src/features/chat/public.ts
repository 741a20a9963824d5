// The chat feature's public entry: the only module other features and app/ may import from it.
export { ChatBox } from "./components/ChatBox";
