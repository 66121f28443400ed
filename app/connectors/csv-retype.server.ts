// The type editor without the file (ADR 050): an imported table is rebuilt from its own values into a new upload
// schema and role, with columns renamed, retyped (values that do not convert refused or left empty) and spellings
// merged; the caller swaps the connection over and drops the old schema, as a re-import does (ADR 026).
import pg from "pg";
import { createUploadRole, grantTableRead, newUploadIdentity } from "./csv-access.server";
import { applyColumnChanges, type CsvColumnChange } from "./csv-column-changes";
import { readEmptied, type Conversion, type EmptiedValues } from "./csv-conversions";
import { describeTable, ROW_COLUMN, writeTypedTable, type CsvImportColumn } from "./csv-import.server";
import { quoteIdent, type ColumnType } from "./csv-types";
import { withAdminSession } from "./managed-pools.server";

export interface CsvTableRef {
  schema: string;
  table: string;
  fileName: string;
  /** The data columns, in file order (the row position column not included). */
  columns: CsvImportColumn[];
}

/** A change of the editor: also, for a text column, merging spellings that differ only by case or spaces. */
export interface CsvColumnEdit extends CsvColumnChange {
  merge?: boolean;
}

/** Spellings of one value that differ only by case or surrounding spaces, most frequent first. */
export interface ValueVariants {
  column: string;
  spellings: { value: string; count: number }[];
}

const qualified = (ref: { schema: string; table: string }) => `${quoteIdent(ref.schema)}.${quoteIdent(ref.table)}`;
const VARIANT_GROUPS = 20;

/** Per text column, the values written in several ways (West, west, " West"). */
export async function readValueVariants(adminUrl: string, ref: CsvTableRef): Promise<ValueVariants[]> {
  const text = ref.columns.filter((c) => c.type === "text");
  if (!text.length) return [];
  return withAdminSession(adminUrl, async (client) => {
    const found: ValueVariants[] = [];
    for (const column of text) found.push(...(await variantsOf(client, qualified(ref), column.name)));
    return found;
  });
}

async function variantsOf(client: pg.ClientBase, table: string, column: string): Promise<ValueVariants[]> {
  const v = quoteIdent(column);
  const { rows } = await client.query<{ spellings: string[]; counts: string[] }>(
    `SELECT array_agg(v ORDER BY n DESC, v) AS spellings, array_agg(n ORDER BY n DESC, v) AS counts
     FROM (SELECT lower(btrim(${v})) AS k, ${v} AS v, count(*) AS n FROM ${table} WHERE btrim(${v}) <> '' GROUP BY 1, 2) AS spelled
     GROUP BY k HAVING count(*) > 1 ORDER BY sum(n) DESC LIMIT ${VARIANT_GROUPS}`,
  );
  return rows.map((r) => ({
    column,
    spellings: r.spellings.map((value, i) => ({ value, count: Number(r.counts[i]) })),
  }));
}

/** How many values of a column would not convert to `type`, and the first few (before the change is made). */
export async function previewConversion(
  adminUrl: string,
  ref: CsvTableRef,
  index: number,
  type: ColumnType,
): Promise<EmptiedValues | null> {
  const column = ref.columns[index];
  if (!column || type === "text" || type === column.type) return null;
  const from = `(SELECT ${quoteIdent(ROW_COLUMN.name)}, ${quoteIdent(column.name)}::text AS ${quoteIdent(column.name)} FROM ${qualified(ref)}) AS source`;
  return withAdminSession(adminUrl, (client) => readEmptied(client, from, { ...column, type, from: "chosen" }));
}

/** The staged text of a column: its values as text, spellings merged to the most frequent one when asked. */
function stagedText(column: CsvImportColumn, variants: ValueVariants[] | undefined): string {
  const v = `${quoteIdent(column.name)}::text`;
  if (!variants?.length) return v;
  const cases = variants.flatMap(({ spellings }) =>
    spellings
      .slice(1)
      .map(({ value }) => `WHEN ${pg.escapeLiteral(value)} THEN ${pg.escapeLiteral(spellings[0]!.value.trim())}`),
  );
  const keep = variants.map(
    ({ spellings }) =>
      `WHEN ${pg.escapeLiteral(spellings[0]!.value)} THEN ${pg.escapeLiteral(spellings[0]!.value.trim())}`,
  );
  return `CASE ${v} ${[...cases, ...keep].join(" ")} ELSE ${v} END`;
}

export interface RetypeResult {
  schema: string;
  role: string;
  table: string;
  rowCount: number;
  columns: CsvImportColumn[];
}

/** Rebuilds the table with the edits, in one transaction: any failure leaves the old table as it was. */
export async function retypeCsvTable(
  adminUrl: string,
  ref: CsvTableRef,
  edits: CsvColumnEdit[],
): Promise<RetypeResult> {
  const { columns: named, chosen, leaveEmpty } = applyColumnChanges(ref.columns, edits);
  const merges = new Map<number, ValueVariants[]>();
  const identity = newUploadIdentity();
  return withAdminSession(adminUrl, async (client) => {
    try {
      for (const edit of edits.filter((e) => e.merge && ref.columns[e.index]?.type === "text")) {
        merges.set(edit.index, await variantsOf(client, qualified(ref), ref.columns[edit.index]!.name));
      }
      await client.query("BEGIN");
      await createUploadRole(client, identity);
      const staging = qualified({ schema: identity.schema, table: "__staging" });
      const select = ref.columns.map(
        (column, i) => `${stagedText(column, merges.get(i))} AS ${quoteIdent(named[i]!.name)}`,
      );
      await client.query(
        `CREATE UNLOGGED TABLE ${staging} AS SELECT ${quoteIdent(ROW_COLUMN.name)}, ${select.join(", ")} FROM ${qualified(ref)}`,
      );
      const conversions = ref.columns.map((column, i): Conversion => {
        const type = chosen[i] ?? column.type;
        return { ...named[i]!, type, from: type === column.type || type === "text" ? "inferred" : "chosen" };
      });
      const emptied = await writeTypedTable(
        client,
        staging,
        qualified({ schema: identity.schema, table: ref.table }),
        conversions,
        leaveEmpty,
      );
      const columns = conversions.map(({ name, label, type }, i): CsvImportColumn => {
        const kept = type === ref.columns[i]!.type ? ref.columns[i]!.emptied : undefined; // left empty before, still empty
        const left = emptied[i] ?? kept;
        return { name, label, type, ...(left ? { emptied: left } : {}) };
      });
      const target = qualified({ schema: identity.schema, table: ref.table });
      await describeTable(client, target, ref.fileName, [ROW_COLUMN, ...columns]);
      await grantTableRead(client, identity, ref.table);
      const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${target}`);
      await client.query("COMMIT");
      return { ...identity, table: ref.table, rowCount: Number(rows[0]!.n), columns: [ROW_COLUMN, ...columns] };
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    }
  });
}
