// What the SQL guard refuses, shared by both dialects' checks: the refusal itself and the deny list of functions.
import { AppError } from "~/lib/errors";

/** The one schema a sealed statement may read (the upload's own; unqualified names resolve to it, ADR 041). */
export interface SealedScope {
  schema: string;
}

export const UNPARSEABLE = "SQL that could not be parsed as a single SELECT";
export const TOO_COMPLEX = "SQL too complex to check";

/** Schemas of Askdata itself (the job queue): never callable or readable from user SQL, on any database. */
export const PRODUCT_SCHEMAS = new Set(["pgboss"]);

/** Leading keywords named in the refusal; any other non-SELECT start is refused as unparseable. */
export const REFUSED_STATEMENTS = new Set(
  (
    "insert update delete merge upsert replace create alter drop truncate grant revoke comment vacuum analyze " +
    "analyse cluster reindex lock unlock call do execute exec prepare deallocate listen unlisten notify copy set " +
    "reset show begin start commit end rollback abort savepoint release handler load install uninstall shutdown " +
    "kill flush use rename optimize repair checkpoint declare fetch move close discard refresh reassign security " +
    "import explain describe desc table values purge change xa binlog cache checksum help"
  ).split(" "),
);

// Matched case-insensitively on the last part of the name, so `pg_catalog."PG_SLEEP"(1)` is caught too.
// current_setting and txid_current stay allowed: they only read. ts_stat and ts_rewrite run SQL given as text.
const DENIED_FUNCTIONS = new Set([
  "pg_stat_file",
  "pg_terminate_backend",
  "pg_cancel_backend",
  "pg_reload_conf",
  "pg_rotate_logfile",
  "pg_notify",
  "pg_switch_wal",
  "pg_switch_xlog",
  "pg_promote",
  "pg_backup_start",
  "pg_backup_stop",
  "pg_start_backup",
  "pg_stop_backup",
  "pg_import_system_collations",
  "pg_log_backend_memory_contexts",
  "pg_replication_slot_advance",
  "pg_stat_statements_reset",
  "loread",
  "lowrite",
  "set_config",
  "nextval",
  "setval",
  "ts_stat",
  "ts_rewrite",
  "sleep",
  "benchmark",
  "load_file",
  "get_lock",
  "release_lock",
  "release_all_locks",
  "sys_eval",
  "sys_set",
  "master_pos_wait",
  "source_pos_wait",
  "wait_for_executed_gtid_set",
  "wait_until_sql_thread_after_gtids",
]);
const DENIED_FUNCTION_PREFIXES = [
  "pg_sleep",
  "pg_advisory",
  "pg_try_advisory",
  "pg_ls_",
  "pg_read_",
  "pg_file_",
  "pg_stat_reset",
  "pg_create_",
  "pg_drop_replication",
  "pg_copy_",
  "pg_replication_origin",
  "pg_wal_replay",
  "pg_logical_",
  "lo_",
  "dblink",
  "query_to_xml",
  "cursor_to_xml",
  "database_to_xml",
];
const DENIED_FUNCTION_SUFFIXES = ["_exec"];

export function isDeniedFunction(name: string): boolean {
  return (
    DENIED_FUNCTIONS.has(name) ||
    DENIED_FUNCTION_PREFIXES.some((prefix) => name.startsWith(prefix)) ||
    DENIED_FUNCTION_SUFFIXES.some((suffix) => name.endsWith(suffix))
  );
}

export function refuse(
  refused: string,
  detail?: string,
  closing = "Only a single read-only SELECT statement can run.",
): never {
  const reason = detail ? `${refused} (${detail})` : refused;
  const message = `Refused: ${reason}. ${closing}`;
  throw new AppError("QUERY_EXECUTION_ERROR", message, { refused });
}
