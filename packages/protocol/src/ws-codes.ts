// The websocket protocol's version and close codes, without the message schemas: a page's first load needs only these.
/**
 * Bumped whenever messages are added or a shape changes; clients send theirs, the server answers in `authenticated`.
 * 2: the live Ant Arena (choose_tactic, spectate_battle, stop_spectating; queue_left, battle phase and turn clock).
 * 3: tournaments live (watch_tournament, unwatch_tournament; tournament_updated).
 * 4: the Ant Arena's open challenges live (watch_challenges, unwatch_challenges; challenges_changed).
 * 5: Arena Combat run by the server (watch_arena_combat, unwatch_arena_combat, arena_combat_command; arena_combat_frame,
 *    arena_combat_command_taken).
 */
export const PROTOCOL_VERSION = 5;
/** The oldest client protocol this server still speaks: a page from before the live arena is asked to reload. */
export const MIN_CLIENT_PROTOCOL_VERSION = 2;

export const WS_CLOSE = {
  normal: 1000,
  goingAway: 1001,
  /** The node is restarting or draining: reconnect (to another node) at once and resume. */
  restart: 1012,
  unauthorized: 4401,
  forbidden: 4403,
  superseded: 4409,
  outdated: 4426,
  /** Too many messages on the socket, or too many sockets from one address. */
  tooMany: 4429,
} as const;

/** The text a client with an incompatible protocol version receives before the server closes with `outdated`. */
export function outdatedProtocolText(client: number, server: number = PROTOCOL_VERSION): string {
  return `This page is out of date: reload to play (protocol ${client}, server ${server})`;
}
