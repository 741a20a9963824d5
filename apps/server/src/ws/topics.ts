// Topics: this node's sockets that follow one shared channel (a live battle's watchers). A message on the channel is
// encoded once and the same buffer goes to every member socket: no per-socket JSON, no per-socket lookup.
import type { Bus } from "./bus";
import { wireBuffer } from "./wire";

/** What a topic member must accept: the ws socket's send of a prepared buffer as a text frame. */
export interface TopicSocket {
  send(data: Buffer, options: { binary: false }): void;
}

const TEXT_FRAME = { binary: false } as const;
/** Published after a topic's last message: every node drops the topic and its members. */
const END = { topic_end: true } as const;

const topicChannel = (topic: string) => `topic:${topic}`;

export class Topics {
  private readonly members = new Map<string, Set<TopicSocket>>();
  private readonly joined = new Map<TopicSocket, Set<string>>();
  private readonly unsubscribers = new Map<string, Promise<() => Promise<void>>>();

  constructor(private readonly bus: Bus) {}

  /** Adds the socket to the topic; resolves once this node hears the topic's channel. */
  async join(topic: string, socket: TopicSocket): Promise<void> {
    let set = this.members.get(topic);
    if (!set) {
      set = new Set();
      this.members.set(topic, set);
      this.unsubscribers.set(
        topic,
        this.bus.subscribe(topicChannel(topic), (payload) => this.deliver(topic, payload)),
      );
    }
    set.add(socket);
    let topics = this.joined.get(socket);
    if (!topics) {
      topics = new Set();
      this.joined.set(socket, topics);
    }
    topics.add(topic);
    await this.unsubscribers.get(topic);
  }

  /** Takes the socket out of the topics that `matches` accepts (all by default); answers the topics it left. */
  async leave(socket: TopicSocket, matches: (topic: string) => boolean = () => true): Promise<string[]> {
    const left = [...(this.joined.get(socket) ?? [])].filter(matches);
    for (const topic of left) {
      this.joined.get(socket)?.delete(topic);
      const set = this.members.get(topic);
      set?.delete(socket);
      if (set?.size === 0) await this.drop(topic);
    }
    if (this.joined.get(socket)?.size === 0) this.joined.delete(socket);
    return left;
  }

  /** Sends the message to every member of the topic on every node (unnumbered, not kept for catch-up). */
  publish(topic: string, message: object): Promise<void> {
    return this.bus.publish(topicChannel(topic), message);
  }

  /** Ends the topic on every node after its last message: members are dropped without being told. */
  end(topic: string): Promise<void> {
    return this.bus.publish(topicChannel(topic), END);
  }

  /** Sockets of this node in the topic. */
  size(topic: string): number {
    return this.members.get(topic)?.size ?? 0;
  }

  private deliver(topic: string, payload: unknown): void {
    const set = this.members.get(topic);
    if (!set || payload === null || typeof payload !== "object") return;
    if ((payload as { topic_end?: unknown }).topic_end === true) {
      void this.drop(topic);
      return;
    }
    const data = wireBuffer(payload);
    for (const socket of set) socket.send(data, TEXT_FRAME);
  }

  private async drop(topic: string): Promise<void> {
    for (const socket of this.members.get(topic) ?? []) {
      const topics = this.joined.get(socket);
      topics?.delete(topic);
      if (topics?.size === 0) this.joined.delete(socket);
    }
    this.members.delete(topic);
    const unsubscribe = this.unsubscribers.get(topic);
    this.unsubscribers.delete(topic);
    if (unsubscribe) await (await unsubscribe)().catch(() => undefined);
  }
}
