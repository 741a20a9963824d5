// Web push calls: the server's VAPID public key, and storing or removing this browser's subscription.

import { PUSH_PATHS } from "@antbrawl/protocol/paths/push";
import { apiPath } from "@antbrawl/protocol/paths/route";
import type { PushPublicKey, PushSubscriptionAnswer } from "@antbrawl/protocol/push";
import { callApi } from "../../../lib/api/request";

/** GET /api/push/public-key: the key every node signs pushes with. */
export const fetchPushPublicKey = () => callApi<PushPublicKey>(apiPath(PUSH_PATHS.publicKey));

/** POST …/push-subscriptions with the browser's `PushSubscription.toJSON()`, as it is. */
export const storePushSubscription = (userId: string, token: string | null, subscription: PushSubscriptionJSON) =>
  callApi<PushSubscriptionAnswer>(apiPath(PUSH_PATHS.subscribe, { userId }), {
    method: "POST",
    body: subscription,
    token,
  });

/** DELETE …/push-subscriptions { endpoint }. */
export const removePushSubscription = (userId: string, token: string | null, endpoint: string) =>
  callApi<null>(apiPath(PUSH_PATHS.unsubscribe, { userId }), { method: "DELETE", body: { endpoint }, token });
