// Browser storage keys, named after the product (DESIGN.md).
export const PERSIST_KEY = "antbrawl";
export const PERSIST_STORAGE_KEY = `persist:${PERSIST_KEY}`;
export const TRAINING_USER_KEY = "antbrawler_user";
export const PERSIST_TIMEOUT_MS = 5000;
/** The Live Battle on screen (per tab, survives a reload): `{ userId, battleId }` in sessionStorage. */
export const LIVE_BATTLE_KEY = `${PERSIST_KEY}:live-battle`;
/** The player's ant list as last fetched (`{ userId, ants }`), shown on the colony views offline; cleared at logout. */
export const LAST_SEEN_ANTS_KEY = `${PERSIST_KEY}:last-seen-ants`;
/** A mini-game play being saved as the page goes (per tab): `{ userId, antId, game, body }` in sessionStorage. */
export const PENDING_GAME_SAVE_KEY = `${PERSIST_KEY}:pending-game-save`;
