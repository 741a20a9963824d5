// The presence domain's front door: what other domains and app.ts may use; its tables and repositories stay private.

export type { Presence } from "./presence";
export { MemoryPresence } from "./presence";
export type { PresenceTimings } from "./redis-presence";
export { PRESENCE_TIMINGS, RedisPresence } from "./redis-presence";
