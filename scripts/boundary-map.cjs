// Which folders are server domains and which are shared infrastructure: read by .dependency-cruiser.cjs and the loop check.

/** The server's domains: each a folder of apps/server/src with a front door, index.ts. */
const SERVER_DOMAINS = [
  "users",
  "auth",
  "colony",
  "battles",
  "arena",
  "arena-combat",
  "lab",
  "training",
  "social",
  "ledger",
  "game",
  "profile",
  "presence",
  "tournaments",
];

/** Shared infrastructure below every domain. */
const SERVER_INFRA = ["db", "lib", "ws", "plugins", "live", "events", "notices"];

module.exports = { SERVER_DOMAINS, SERVER_INFRA };
