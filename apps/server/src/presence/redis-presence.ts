// Presence shared by every node through Redis: per-player leases per node, renewed by a heartbeat, lapsing if a node dies.
import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { BusLogger } from "../ws/bus";
import type { Hub } from "../ws/hub";
import { type Presence, PresenceBase } from "./presence";

/** How long a node's lease on a player lasts, and how often the node renews its leases and sweeps lapsed ones. */
export interface PresenceTimings {
  leaseMs: number;
  heartbeatMs: number;
}
export const PRESENCE_TIMINGS: PresenceTimings = { leaseMs: 6_000, heartbeatMs: 2_000 };

/** Redis's own clock in ms, so nodes whose clocks differ still agree on when a lease lapses. */
const NOW = `local t = redis.call('TIME') local now = t[1] * 1000 + math.floor(t[2] / 1000)`;

/** KEYS: user zset, leases zset. ARGV: node, lease ms, user id. Answers 1 when the player just came online. */
const CONNECT = `${NOW}
local ttl = tonumber(ARGV[2])
local was = redis.call('ZCOUNT', KEYS[1], now, '+inf')
redis.call('ZADD', KEYS[1], now + ttl, ARGV[1])
redis.call('PEXPIRE', KEYS[1], ttl)
redis.call('ZADD', KEYS[2], now + ttl, ARGV[3] .. ' ' .. ARGV[1])
if was == 0 then return 1 end
return 0`;

/** KEYS: user zset, leases zset. ARGV: node, user id. Answers 1 when the player just went offline. */
const DISCONNECT = `${NOW}
local removed = redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('ZREM', KEYS[2], ARGV[2] .. ' ' .. ARGV[1])
if removed == 1 and redis.call('ZCOUNT', KEYS[1], now, '+inf') == 0 then return 1 end
return 0`;

/**
 * KEYS: leases zset. ARGV: user key prefix, node, lease ms, then this node's players. Renews their leases, then removes
 * every lapsed lease (of any node). Answers { players who came online, players whose last lease lapsed }.
 */
const HEARTBEAT = `${NOW}
local prefix, node, ttl = ARGV[1], ARGV[2], tonumber(ARGV[3])
local came, gone = {}, {}
for i = 4, #ARGV do
  local key = prefix .. ARGV[i]
  if redis.call('ZCOUNT', key, now, '+inf') == 0 then table.insert(came, ARGV[i]) end
  redis.call('ZADD', key, now + ttl, node)
  redis.call('PEXPIRE', key, ttl)
  redis.call('ZADD', KEYS[1], now + ttl, ARGV[i] .. ' ' .. node)
end
for _, lease in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now)) do
  redis.call('ZREM', KEYS[1], lease)
  local space = string.find(lease, ' ', 1, true)
  local user, owner = string.sub(lease, 1, space - 1), string.sub(lease, space + 1)
  local key = prefix .. user
  local score = redis.call('ZSCORE', key, owner)
  if score and tonumber(score) <= now then redis.call('ZREM', key, owner) end
  if redis.call('ZCOUNT', key, now, '+inf') == 0 then table.insert(gone, user) end
end
return { came, gone }`;

/** ARGV: user key prefix, then players. Answers 1 or 0 for each. */
const ONLINE = `${NOW}
local answer = {}
for i = 2, #ARGV do answer[i - 1] = redis.call('ZCOUNT', ARGV[1] .. ARGV[i], now, '+inf') > 0 and 1 or 0 end
return answer`;

/**
 * Each node holds a lease per connected player in `presence:user:{id}` (a sorted set of node → lapse time) and in the
 * shared `presence:leases` set, renewed every heartbeat. A node that dies stops renewing: the next sweep by any node
 * removes its leases and announces the players who are then offline. While Redis is unreachable, only this node's
 * players count as online and a heartbeat puts every lease back once it returns.
 */
export class RedisPresence extends PresenceBase implements Presence {
  readonly kind = "redis" as const;
  private readonly node = randomUUID();
  private readonly userPrefix: string;
  private readonly leasesKey: string;
  private timer: ReturnType<typeof setInterval> | undefined;
  private beating = false;
  private lastWarning = 0;

  constructor(
    hub: Hub,
    log: BusLogger,
    private readonly redis: Redis,
    prefix: string,
    private readonly timings: PresenceTimings = PRESENCE_TIMINGS,
  ) {
    super(hub, log);
    this.userPrefix = `${prefix}presence:user:`;
    this.leasesKey = `${prefix}presence:leases`;
  }

  async start(): Promise<void> {
    this.hookHub((userId, connected) => void this.changed(userId, connected));
    this.timer = setInterval(() => void this.heartbeat(), this.timings.heartbeatMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.unhookHub();
    if (this.abandoned) return;
    await Promise.all(this.hub.localUserIds().map((userId) => this.changed(userId, false)));
  }

  abandon(): void {
    clearInterval(this.timer);
    this.abandoned = true;
    this.unhookHub();
  }

  async onlineOf(userIds: readonly string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    try {
      const flags = (await this.redis.eval(ONLINE, 0, this.userPrefix, ...userIds)) as number[];
      return new Set(userIds.filter((_, i) => flags[i] === 1));
    } catch (error) {
      this.warn(error);
      return new Set(userIds.filter((id) => this.hub.isOnlineHere(id)));
    }
  }

  /** Renews this node's leases and sweeps lapsed ones; one at a time. */
  async heartbeat(): Promise<void> {
    if (this.beating || this.abandoned) return;
    this.beating = true;
    try {
      const [came, gone] = (await this.redis.eval(
        HEARTBEAT,
        1,
        this.leasesKey,
        this.userPrefix,
        this.node,
        String(this.timings.leaseMs),
        ...this.hub.localUserIds(),
      )) as [string[], string[]];
      for (const userId of came) this.emit(userId, true);
      for (const userId of gone) this.emit(userId, false);
    } catch (error) {
      this.warn(error);
    } finally {
      this.beating = false;
    }
  }

  private async changed(userId: string, connected: boolean): Promise<void> {
    const keys = [this.userPrefix + userId, this.leasesKey];
    try {
      const flipped = connected
        ? await this.redis.eval(CONNECT, 2, ...keys, this.node, String(this.timings.leaseMs), userId)
        : await this.redis.eval(DISCONNECT, 2, ...keys, this.node, userId);
      if (flipped === 1) this.emit(userId, connected);
    } catch (error) {
      // The next heartbeat puts a missing lease back; a lease left behind lapses on its own.
      this.warn(error);
    }
  }

  /** Logged at most once every 30 s: a Redis outage would otherwise log every connection. */
  private warn(error: unknown): void {
    if (Date.now() - this.lastWarning < 30_000) return;
    this.lastWarning = Date.now();
    this.log.warn({ err: (error as Error).message }, "Redis unreachable: presence counts this node's players only");
  }
}
