// The queue shared by every node through Redis: one hash of waiting tickets; pairing is one Lua script (W5 mirrored).
import {
  type QueueTicket,
  REMATCH_WAIT_MS,
  WINDOW_MAX,
  WINDOW_START,
  WINDOW_STEP,
  WINDOW_STEP_MS,
} from "@antbrawl/rules/arena/queue";
import type { Redis } from "ioredis";
import type { MatchQueue } from "./match-queue";

/**
 * KEYS: the tickets hash (id → ticket JSON). ARGV: now, window start, step, step ms, max, rematch wait. Runs `pairTickets` of
 * packages/rules/src/arena/queue.ts (W3–W5, W16) and deletes the paired tickets before it answers, so whichever node runs
 * it, a ticket is paired once. Answers the paired tickets' JSON, two by two.
 */
const PAIR_SCRIPT = `
local now, start, step, stepMs, max = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local rematchMs = tonumber(ARGV[6])
local raw = redis.call('HGETALL', KEYS[1])
local t = {}
for i = 1, #raw, 2 do
  local ticket = cjson.decode(raw[i + 1])
  ticket.raw = raw[i + 1]
  table.insert(t, ticket)
end
table.sort(t, function(a, b)
  if a.joinedAt ~= b.joinedAt then return a.joinedAt < b.joinedAt end
  return a.id < b.id
end)
local windows = {}
for i = 1, #t do
  local waited = math.max(0, now - t[i].joinedAt)
  windows[i] = math.min(start + step * math.floor(waited / stepMs), max)
end
local used, out = {}, {}
for i = 1, #t do
  if not used[i] then
    local a = t[i]
    local wa, best, bestGap = windows[i], nil, nil
    for j = 1, #t do
      local b = t[j]
      if j ~= i and not used[j] and b.matchType == a.matchType and b.userId ~= a.userId and b.id ~= a.id then
        local gap = math.abs(a.rating - b.rating)
        local rematch = a.lastOpponentId == b.userId or b.lastOpponentId == a.userId
        local rested = math.min(now - a.joinedAt, now - b.joinedAt) >= rematchMs
        if gap <= wa and gap <= windows[j] and (rested or not rematch) and (best == nil or gap < bestGap) then
          best, bestGap = j, gap
          if gap == 0 then break end
        end
      end
    end
    if best then
      used[i], used[best] = true, true
      redis.call('HDEL', KEYS[1], a.id, t[best].id)
      table.insert(out, a.raw)
      table.insert(out, t[best].raw)
    end
  end
end
return out`;

/** Tickets in the Redis hash `{prefix}arena:tickets`. */
export class RedisMatchQueue implements MatchQueue {
  readonly kind = "redis" as const;
  private readonly key: string;

  constructor(
    private readonly client: Redis,
    prefix: string,
    private readonly linked: () => boolean = () => client.status === "ready",
  ) {
    this.key = `${prefix}arena:tickets`;
  }

  /** The bus's health, not only this client's: a join during an outage is refused before it waits on a dead link. */
  reachable(): boolean {
    return this.linked();
  }

  async add(ticket: QueueTicket): Promise<void> {
    await this.client.hset(this.key, ticket.id, JSON.stringify(ticket));
  }

  async remove(ticketId: string): Promise<boolean> {
    return (await this.client.hdel(this.key, ticketId)) === 1;
  }

  async waiting(ticketIds: readonly string[]): Promise<Set<string>> {
    if (ticketIds.length === 0) return new Set();
    const found = await this.client.hmget(this.key, ...ticketIds);
    return new Set(ticketIds.filter((_, i) => found[i] !== null));
  }

  async pair(now: number): Promise<[QueueTicket, QueueTicket][]> {
    const out = (await this.client.eval(
      PAIR_SCRIPT,
      1,
      this.key,
      String(now),
      String(WINDOW_START),
      String(WINDOW_STEP),
      String(WINDOW_STEP_MS),
      String(WINDOW_MAX),
      String(REMATCH_WAIT_MS),
    )) as string[];
    const pairs: [QueueTicket, QueueTicket][] = [];
    for (let i = 0; i + 1 < out.length; i += 2) {
      pairs.push([JSON.parse(out[i] as string), JSON.parse(out[i + 1] as string)]);
    }
    return pairs;
  }
}
