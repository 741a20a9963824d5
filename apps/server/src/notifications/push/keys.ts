// The VAPID key pair: made by the first node to start, kept in the database, so every node signs with the same key.
import webpush from "web-push";
import type { Db } from "../../db/database";
import { readVapidKeys, storeVapidKeys, type VapidKeys } from "./repository";

const stores = new WeakMap<object, VapidKeyStore>();

/** Loads (or makes and stores) the key pair once per app; a failed load is tried again on the next call. */
export class VapidKeyStore {
  private loading: Promise<VapidKeys> | undefined;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  get(): Promise<VapidKeys> {
    this.loading ??= this.load().catch((error: unknown) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }

  private async load(): Promise<VapidKeys> {
    return (await readVapidKeys(this.db)) ?? storeVapidKeys(this.db, webpush.generateVAPIDKeys(), this.now());
  }
}

/** The app's key store (one per `deps`, shared by its routes and its sender). */
export function vapidKeysOf(deps: { db: Db; now: () => Date }): VapidKeyStore {
  let store = stores.get(deps);
  if (!store) {
    store = new VapidKeyStore(deps.db, deps.now);
    stores.set(deps, store);
  }
  return store;
}
