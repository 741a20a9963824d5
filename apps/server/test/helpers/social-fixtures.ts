// Social test calls: friend requests, answers, lists and search through the API, as a player makes them.
import type { TestApp } from "./app";
import type { Player } from "./battle-fixtures";

export async function call(
  t: TestApp,
  player: Player,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  payload?: unknown,
) {
  const res = await t.app.inject({
    method,
    url: `/api/users/${player.user.id}${path}`,
    headers: player.auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> & { detail?: string } };
}

export const sendRequest = (t: TestApp, from: Player, to: string) =>
  call(t, from, "POST", "/friends/request", { username: to });

export async function incoming(t: TestApp, player: Player) {
  const { body } = await call(t, player, "GET", "/friends/requests");
  return body.friend_requests as { friendship_id: string; requester_username: string; created_at: string }[];
}

export async function friendsOf(t: TestApp, player: Player) {
  const { body } = await call(t, player, "GET", "/friends");
  return body.friends as {
    id: string;
    username: string;
    is_online: boolean;
    wins: number;
    losses: number;
    rank: string;
  }[];
}

/** Makes two players friends through a request and its acceptance. */
export async function befriend(t: TestApp, a: Player, b: Player): Promise<void> {
  const sent = await sendRequest(t, a, b.user.username);
  if (sent.status !== 200) throw new Error(`request failed: ${sent.status} ${JSON.stringify(sent.body)}`);
  const [request] = await incoming(t, b);
  if (!request) throw new Error("no request arrived");
  const answered = await call(t, b, "POST", `/friends/requests/${request.friendship_id}/respond`, { accept: true });
  if (answered.status !== 200) throw new Error(`accept failed: ${answered.status}`);
}
