// pg-boss instances: the worker consumes, every other process only sends (no supervise/schedule/migrate).
import { createHash } from "node:crypto";
import { PgBoss } from "pg-boss";
import { QUEUES, QUEUE_OPTIONS } from "./queues";

export const BOSS_SCHEMA = "pgboss";
/** Subscriptions and alerts are looked at every minute; each knows its own hour and zone (ADR 058). */
export const SCHEDULE_TICK_CRON = "* * * * *";

export function createBoss(url: string, role: "sender" | "worker" | "migrator"): PgBoss {
  const boss = new PgBoss({
    connectionString: url,
    schema: BOSS_SCHEMA,
    application_name: `askdata-${role}`,
    max: role === "worker" ? 6 : 3,
    migrate: role === "migrator",
    createSchema: role === "migrator",
    supervise: role === "worker",
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 5,
    queueCacheIntervalSeconds: 60,
    // The worker keeps pg-boss's cron (the schedule tick, ADR 058); pg-boss lets one instance per minute send it.
    schedule: role === "worker",
    // The worker listens itself (listenForJobs): pg-boss's listener wakes only the loops of its own work().
    useListenNotify: false,
  });
  boss.on("error", (error) => console.error(`[pg-boss ${role}]`, error.message));
  return boss;
}

/** Installs or upgrades pg-boss's schema and creates our queues; run once per deploy. */
export async function migrateQueues(url: string): Promise<void> {
  const boss = createBoss(url, "migrator");
  await boss.start();
  try {
    for (const name of Object.values(QUEUES)) {
      await boss.createQueue(name, QUEUE_OPTIONS);
      await boss.updateQueue(name, QUEUE_OPTIONS);
    }
    await boss.schedule(QUEUES.scheduleTick, SCHEDULE_TICK_CRON, {});
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
}

/** pg-boss's NOTIFY channel: a send to a queue with `notify` calls pg_notify on it with the queue's name. */
export function jobsChannel(schema: string = BOSS_SCHEMA): string {
  return `pgboss_${createHash("sha224").update(schema).digest("hex").slice(0, 24)}`;
}

/**
 * Calls `onQueue` with the queue of each job sent, on a connection of pg-boss's that reconnects by itself and then
 * calls `onReconnect` (jobs sent meanwhile were not announced). Null when it cannot listen: the caller polls.
 */
export async function listenForJobs(
  boss: PgBoss,
  onQueue: (queue: string) => void,
  onReconnect: () => void,
): Promise<{ close(): Promise<void> } | null> {
  const listen = boss.getDb().listen?.bind(boss.getDb());
  if (!listen) return null;
  try {
    return await listen(jobsChannel(), onQueue, onReconnect);
  } catch (error) {
    console.error("[pg-boss] cannot listen for jobs, polling instead:", error instanceof Error ? error.message : error);
    return null;
  }
}

let sender: Promise<PgBoss> | undefined;

/** The web process's sender, started lazily once. */
export function getSender(): Promise<PgBoss> {
  if (!sender) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set");
    const boss = createBoss(url, "sender");
    sender = boss.start().catch((error) => {
      sender = undefined;
      throw error;
    });
  }
  return sender;
}

export async function stopSender(): Promise<void> {
  if (!sender) return;
  const boss = await sender.catch(() => undefined);
  sender = undefined;
  await boss?.stop({ graceful: false, close: true });
}
