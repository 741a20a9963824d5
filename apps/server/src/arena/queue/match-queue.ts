// The waiting tickets, shared or not: the interface and its in-process implementation (one node, no REDIS_URL).
import { pairTickets, type QueueTicket } from "@antbrawl/rules/arena/queue";

/** Where tickets wait. Every method is atomic: a ticket leaves the queue once, by pairing or by removal. */
export interface MatchQueue {
  kind: "memory" | "redis";
  /** False while the queue's store cannot be reached (Redis down): joins and leaves are then refused in words. */
  reachable(): boolean;
  /** Puts a ticket in (again, after a failed pairing: it keeps its joined time). */
  add(ticket: QueueTicket): Promise<void>;
  /** Takes a ticket out; false when it was not waiting (already paired, or never added). */
  remove(ticketId: string): Promise<boolean>;
  /** The given ids that are waiting now. */
  waiting(ticketIds: readonly string[]): Promise<Set<string>>;
  /** Pairs by W5 at `now` and takes every paired ticket out, in one step. */
  pair(now: number): Promise<[QueueTicket, QueueTicket][]>;
}

/** Tickets in this process's memory. */
export class MemoryMatchQueue implements MatchQueue {
  readonly kind = "memory" as const;
  private readonly tickets = new Map<string, QueueTicket>();

  reachable(): boolean {
    return true;
  }

  async add(ticket: QueueTicket): Promise<void> {
    this.tickets.set(ticket.id, ticket);
  }

  async remove(ticketId: string): Promise<boolean> {
    return this.tickets.delete(ticketId);
  }

  async waiting(ticketIds: readonly string[]): Promise<Set<string>> {
    return new Set(ticketIds.filter((id) => this.tickets.has(id)));
  }

  async pair(now: number): Promise<[QueueTicket, QueueTicket][]> {
    const pairs = pairTickets([...this.tickets.values()], now);
    for (const [a, b] of pairs) {
      this.tickets.delete(a.id);
      this.tickets.delete(b.id);
    }
    return pairs;
  }
}
