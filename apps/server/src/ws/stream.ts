// Each player's message stream: a per-player sequence number and a bounded history for catch-up after a reconnect.
import type { SequencedMessage, ServerMessage } from "@antbrawl/protocol/ws-server";
import type { Bus } from "./bus";

/** How many recent stream messages a player can catch up on, and for how long. */
export const HISTORY_LIMIT = 200;
const HISTORY_MS = 10 * 60_000;

/** What a reconnecting socket missed: `complete` is false when some of it was already dropped. */
export interface Missed {
  messages: SequencedMessage[];
  complete: boolean;
  lastSeq: number;
}

export interface UserStream {
  /** Numbers the message, keeps it in the player's history and publishes it on the player's channel. */
  publish(userId: string, message: ServerMessage): Promise<number>;
  /** The player's kept messages after `lastSeq`, oldest first. */
  since(userId: string, lastSeq: number): Promise<Missed>;
  /** The player's newest sequence number (0 before any). */
  latest(userId: string): Promise<number>;
}

export const userChannel = (userId: string) => `user:${userId}`;

/** Decides what a client that last saw `lastSeq` gets from the kept `entries` (oldest first). */
function missedFrom(entries: SequencedMessage[], lastSeq: number, latest: number): Missed {
  if (lastSeq > latest) return { messages: [], complete: false, lastSeq: latest };
  const messages = entries.filter((m) => m.seq > lastSeq);
  const first = messages[0]?.seq ?? latest + 1;
  return { messages, complete: first === lastSeq + 1, lastSeq: latest };
}

const SWEEP_EVERY = 1000;

/** A stream kept in this process: sequence numbers restart with it (clients then see `complete: false`). */
function createMemoryStream(bus: Bus, now: () => Date): UserStream {
  const streams = new Map<string, { seq: number; entries: { at: number; message: SequencedMessage }[] }>();
  const prune = (stream: { entries: { at: number }[] }) => {
    const oldest = now().getTime() - HISTORY_MS;
    while (stream.entries.length > HISTORY_LIMIT || (stream.entries[0] && stream.entries[0].at < oldest)) {
      stream.entries.shift();
    }
  };
  let published = 0;
  return {
    async publish(userId, message) {
      published += 1;
      // Now and then drop every player's expired messages; the counters stay, so seqs never go back.
      if (published % SWEEP_EVERY === 0) for (const other of streams.values()) prune(other);
      let stream = streams.get(userId);
      if (!stream) {
        stream = { seq: 0, entries: [] };
        streams.set(userId, stream);
      }
      stream.seq += 1;
      const sequenced = { ...message, seq: stream.seq } as SequencedMessage;
      stream.entries.push({ at: now().getTime(), message: sequenced });
      prune(stream);
      await bus.publish(userChannel(userId), sequenced);
      return sequenced.seq;
    },
    async since(userId, lastSeq) {
      const stream = streams.get(userId);
      if (!stream) return missedFrom([], lastSeq, 0);
      prune(stream);
      return missedFrom(
        stream.entries.map((e) => e.message),
        lastSeq,
        stream.seq,
      );
    },
    async latest(userId) {
      return streams.get(userId)?.seq ?? 0;
    },
  };
}

/**
 * Numbers, keeps and publishes in one script, so every node sees one order: Redis runs scripts one at a time and
 * delivers a channel's messages in publish order. ARGV: message JSON (an object), time, limit, ttl ms, channel.
 */
const PUBLISH_SCRIPT = `
local seq = redis.call('INCR', KEYS[1])
local text = '{"seq":' .. seq .. ',' .. string.sub(ARGV[1], 2)
redis.call('RPUSH', KEYS[2], ARGV[2] .. ' ' .. text)
redis.call('LTRIM', KEYS[2], -tonumber(ARGV[3]), -1)
redis.call('PEXPIRE', KEYS[2], ARGV[4])
redis.call('PUBLISH', ARGV[5], text)
return seq`;

/** A stream shared by every node on one Redis: INCR numbers, a trimmed list keeps the history. */
function createRedisStream(redis: NonNullable<Bus["redis"]>, now: () => Date): UserStream {
  const { client, prefix } = redis;
  const seqKey = (userId: string) => `${prefix}seq:${userId}`;
  const historyKey = (userId: string) => `${prefix}history:${userId}`;
  const latest = async (userId: string) => Number((await client.get(seqKey(userId))) ?? 0);
  return {
    async publish(userId, message) {
      const seq = await client.eval(
        PUBLISH_SCRIPT,
        2,
        seqKey(userId),
        historyKey(userId),
        JSON.stringify(message),
        String(now().getTime()),
        String(HISTORY_LIMIT),
        String(HISTORY_MS),
        prefix + userChannel(userId),
      );
      return Number(seq);
    },
    async since(userId, lastSeq) {
      const [raw, newest] = await Promise.all([client.lrange(historyKey(userId), 0, -1), latest(userId)]);
      const oldest = now().getTime() - HISTORY_MS;
      const entries: SequencedMessage[] = [];
      for (const line of raw) {
        const space = line.indexOf(" ");
        if (Number(line.slice(0, space)) >= oldest) entries.push(JSON.parse(line.slice(space + 1)));
      }
      return missedFrom(entries, lastSeq, newest);
    },
    latest,
  };
}

/** The stream that matches the bus: shared through Redis when the bus is, in process otherwise. */
export function openStream(bus: Bus, now: () => Date): UserStream {
  return bus.redis ? createRedisStream(bus.redis, now) : createMemoryStream(bus, now);
}
