import pg from "pg";
import { introspectPostgres } from "~/connectors/postgres-introspect.server";
import { translate } from "~/engine";
import { getSchemaIndex } from "~/engine/schema-index";
import { tokenize } from "~/engine/tokens";
import { linkAll, chooseLinks } from "~/engine/linking";
const [db, schema, ...qs] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:5432/${db}` });
const catalog = await introspectPostgres(pool, schema === "-" ? undefined : schema);
const index = getSchemaIndex(catalog);
for (const q of qs) {
  const tokens = tokenize(q);
  const links = chooseLinks(linkAll(tokens, index, new Set()), tokens);
  console.log(q, "\n  links:", links.map((l) => `${tokens.slice(l.start, l.end).map((t) => t.raw).join(" ")}→${l.kind === "column" ? l.column.table.name + "." + l.column.column.name : l.kind === "table" ? l.table.name : "value:" + l.entries.slice(0,3).map((e) => e.column.column.name + "=" + e.value).join(",")}(${l.score.toFixed(2)})`).join("  "));
  try { const t = translate(q, { catalog, now: new Date("2026-10-31T12:00:00Z") }); console.log("  ", t.confidence, t.sql.replace(/\s+/g, " "), "\n   ", t.interpretation, t.ignoredWords); } catch (e: any) { console.log("  ERR", e.message, e.details?.hint ?? e.hint ?? ""); }
}
await pool.end();
