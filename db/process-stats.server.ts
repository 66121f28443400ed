// What one answer costs a process, for bench:latency (issue 38): its CPU time and the statements it sent to the
// metadata database. Off unless PROCESS_STATS=true; then SIGUSR2 prints one `[process-stats] {…}` line on stdout.
import pg from "pg";

let statements = 0;
let installed = false;

/**
 * Counts every statement sent to `database` by this process's pg clients — Sequelize's pool, pg-boss's pool and the
 * job listener all use pg.Client, so no pool of the product is missed, and user or sample databases are not counted.
 */
function countStatements(database: string): void {
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (this.database === database) statements += 1;
    return (query as (...rest: unknown[]) => unknown).apply(this, args);
  } as typeof query;
}

/** Installs the counter and the SIGUSR2 report once, when PROCESS_STATS=true. */
export function installProcessStats(metadataUrl: string): void {
  if (installed || process.env.PROCESS_STATS !== "true") return;
  installed = true;
  countStatements(decodeURIComponent(new URL(metadataUrl).pathname.slice(1)));
  process.on("SIGUSR2", () => {
    const cpu = process.cpuUsage();
    console.log(
      `[process-stats] ${JSON.stringify({ pid: process.pid, cpuMs: (cpu.user + cpu.system) / 1000, systemMs: cpu.system / 1000, statements })}`,
    );
  });
}
