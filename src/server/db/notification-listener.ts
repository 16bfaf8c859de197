import pg from "pg";

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1000;

/**
 * Hears one PostgreSQL channel (`LISTEN`) on a connection of its own, outside the pool: a pooled
 * connection goes back to the pool between queries and would miss what arrives meanwhile.
 * `onNotify` is called for each notification, and once more after every reconnection, since what
 * was sent while the connection was down is lost (the listener then checks for itself).
 * A lost connection is reported through `onError` and opened again after a second, until `stop()`.
 */
export interface NotificationListener {
  stop(): Promise<void>;
}

export type Listen = (
  channel: string,
  onNotify: () => void,
  onError: (error: Error) => void,
) => Promise<NotificationListener>;

export function listenerOn(connectionString: string): Listen {
  return async (channel, onNotify, onError) => {
    let client: pg.Client | null = null;
    let stopped = false;
    let timer: NodeJS.Timeout | null = null;

    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString });
      const lost = (error: Error) => {
        if (client !== next) return;
        client = null;
        next.removeAllListeners();
        next.on("error", () => {});
        void next.end().catch(() => {});
        if (stopped) return;
        onError(error);
        timer = setTimeout(reconnect, RECONNECT_MS);
        timer.unref();
      };
      next.on("error", lost);
      next.on("end", () => lost(new Error(`The connection listening on ${channel} ended.`)));
      next.on("notification", (message) => {
        if (message.channel === channel) onNotify();
      });
      client = next;
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    };
    const reconnect = () => {
      timer = null;
      connect()
        .then(onNotify)
        .catch((error: Error) => {
          if (client) client.emit("error", error);
        });
    };

    await connect();
    return {
      stop: async () => {
        stopped = true;
        if (timer) clearTimeout(timer);
        const open = client;
        client = null;
        if (open) {
          open.removeAllListeners();
          open.on("error", () => {});
          await open.end().catch(() => {});
        }
      },
    };
  };
}
