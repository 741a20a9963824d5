// The live room's sockets: each room event presented as a live message, sent to its players' tabs and its watchers.
import type { ServerMessage } from "@antbrawl/protocol/ws-server";
import { countdownMessage } from "@antbrawl/rules/arena/live";
import { HOUSE_USER_ID } from "@antbrawl/rules/tournament/house";
import type { FastifyInstance } from "fastify";
import type { LiveOutbox, LiveRoomEvent } from "../../live/ports";
import { friendIds } from "../../social";
import { battleTopic } from "./crowd";
import { presentLive } from "./present";
import type { LiveRecord } from "./store-rows";

/** The message a room event becomes. */
function messageOf(event: LiveRoomEvent<LiveRecord>, turnMs: number): ServerMessage {
  if (event.kind === "countdown")
    return { type: "countdown_update", message: countdownMessage(event.seconds), seconds_left: event.seconds };
  const { record, live, state } = event.view;
  const battle = presentLive(record, live, { turnMs, state });
  switch (event.kind) {
    case "found":
      return { type: "battle_found", battle };
    case "started":
      return { type: "battle_started", battle };
    case "turn_resolved":
      return { type: "battle_update", battle };
    case "ended": {
      const winner = battle.participants.find((side) => side.ant_id === battle.winner_ant_id)?.ant_name ?? null;
      return { type: "battle_ended", battle, winner };
    }
  }
}

/**
 * Players get each message in their numbered stream (in order for each user, kept for catch-up; the house user of a
 * practice battle gets nothing); watchers get it
 * once per node on the battle's topic, where it is encoded once for all of them. After the ending the topic ends and
 * the settlement's events are delivered.
 */
export function hubOutbox(app: FastifyInstance): LiveOutbox<LiveRecord> {
  const turnMs = app.deps.config.liveTurnMs;
  const { hub } = app.deps;
  const warn = (type: string, fields: object) => (error: unknown) => {
    app.log.warn({ err: error, type, ...fields }, "live battle message not delivered");
  };
  /** The players' friends see a Watch button come (or go) beside them: their friends list is stale now. */
  const tellFriends = async (players: readonly string[]) => {
    try {
      const friends = new Set((await Promise.all(players.map((id) => friendIds(app.deps.db, id)))).flat());
      for (const id of players) friends.delete(id);
      await Promise.all([...friends].map((id) => hub.sendTransient(id, { type: "friends_changed" })));
    } catch (error) {
      warn("friends_changed", { players })(error);
    }
  };
  return {
    async send(players, event) {
      const message = messageOf(event, turnMs);
      const topic = battleTopic(event.view.battleId);
      const people = players.filter((userId) => userId !== HOUSE_USER_ID);
      await Promise.all([
        ...people.map((userId) => hub.sendToUser(userId, message).catch(warn(message.type, { userId }))),
        hub.topics.publish(topic, message).catch(warn(message.type, { topic })),
        event.kind === "found" || event.kind === "ended" ? tellFriends(people) : undefined,
      ]);
      if (event.kind !== "ended") return;
      await hub.topics.end(topic).catch(warn("topic_end", { topic }));
      await app.deps.events.deliver(event.view.record.raised ?? []);
    },
  };
}
