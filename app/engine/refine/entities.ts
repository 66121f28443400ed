// Entities answer with their names: a grouping or a listed column that is a key pointing at another table
// ("support_rep_id", "carr_cd") shows the referenced row's label instead of the code.
import type { ColumnRef, QueryIR } from "../ir";
import { referencedTables } from "../ir";
import { planJoins } from "../schema/join-planner";
import {
  findColumn,
  findTable,
  refersTo,
  type ColumnInfo,
  type SchemaIndex,
  type TableInfo,
} from "../model/schema-index";
import { STOP_WORDS } from "../schema/lexicon";
import { measureAlias } from "../understanding/measure-alias";
import type { Token } from "../understanding/tokens";

/** The label of the row a key column points at, when the key is a single-column foreign key. */
export function referencedLabel(index: SchemaIndex, ref: ColumnRef): ColumnInfo | undefined {
  const table = findTable(index, ref.table);
  const fk = table?.table.foreignKeys.find(
    (k) => k.columns.length === 1 && k.columns[0] === ref.column && !k.referencedSchema,
  );
  const target = fk && findTable(index, fk.referencedTable);
  if (!target || target === table) return undefined;
  return target.labelColumn && target.labelColumn.column.name !== fk!.referencedColumns[0]
    ? target.labelColumn
    : undefined;
}

/** A lookup table's code ("cat_cd") grouped on its own table reads as the table's label ("Furniture", not "FRN"). */
function ownLabel(column: ColumnInfo): ColumnInfo | undefined {
  const table = column.table;
  const coded = /(^|_)(cd|code|id|no|key)$/i.test(column.column.name);
  return coded &&
    table.table.primaryKey.length === 1 &&
    table.table.primaryKey[0] === column.column.name &&
    table.labelColumn &&
    table.labelColumn !== column
    ? table.labelColumn
    : undefined;
}

const CODE_WORDS = new Set(["code", "codes", "id", "ids", "cd", "key", "keys"]);

/** `words`: the question's words; a question asking for codes or ids gets them. */
export function nameReferencedEntities(ir: QueryIR, index: SchemaIndex, words: string[]): QueryIR {
  if (ir.unpivot || ir.rowAnchor || ir.difference || words.some((w) => CODE_WORDS.has(w))) return ir;
  let changed = false;
  const label = (ref: ColumnRef) => {
    const column = findColumn(index, ref);
    // a key that is already a name ("state_name") reads as it is
    const named =
      column && !column.temporal && !column.words.includes("name")
        ? (referencedLabel(index, ref) ?? ownLabel(column))
        : undefined;
    if (named) changed = true;
    return named;
  };
  const dimensions = ir.dimensions.map((d) => {
    const named = d.grain ? undefined : label(d.column);
    return named
      ? {
          ...d,
          column: named.ref,
          alias: named.column.name === "name" ? `${named.table.name.replace(/s$/, "")}_name` : named.column.name,
        }
      : d;
  });
  const select = ir.select.map((m) => {
    const named = !m.agg && m.column && !ir.distinct ? label(m.column) : undefined;
    return named ? { ...m, column: named.ref, alias: named.column.name } : m;
  });
  return changed ? { ...ir, dimensions, select } : ir;
}

/**
 * "how many lakes in each state" where the lake row already holds the state's name as its key to the state table:
 * the row's own column groups, without a join that would drop rows whose state is missing there.
 */
export function localizeNaturalKeys(ir: QueryIR, index: SchemaIndex): QueryIR {
  const centre = findTable(index, ir.table);
  if (!centre) return ir;
  let changed = false;
  const dimensions = ir.dimensions.map((d) => {
    if (d.grain || d.column.table === ir.table) return d;
    const fk = centre.table.foreignKeys.find(
      (k) =>
        k.referencedTable === d.column.table && k.columns.length === 1 && k.referencedColumns[0] === d.column.column,
    );
    // only a natural key (a name): a numeric id groups nobody a person could read
    if (!fk || !findColumn(index, d.column)?.text) return d;
    changed = true;
    return { ...d, column: { table: ir.table, column: fk.columns[0] } };
  });
  return changed ? { ...ir, dimensions } : ir;
}

/**
 * "which media type is most common", "the most popular genre", "which 4 couriers ran the most trips": a lookup
 * table's rows counted by their own unique label are ones; the rows that refer to it are what is counted. The referring
 * table is the only one, or the one the question's conditions are on, or the one whose key the question named by its
 * role ("couriers" is the trip's courier key), or the one that is or pairs with a table the question names.
 */
export function countReferencingRows(
  ir: QueryIR,
  index: SchemaIndex,
  tokens: Token[],
  named: TableInfo[] = [],
): { ir: QueryIR; used: number[] } {
  const lookup = countedByOwnLabel(ir, index);
  if (!lookup) return { ir, used: [] };
  // each key that refers to it; two in one table ("courier", "packer") would each be a different count
  let references = index.tables.flatMap((t) =>
    t === lookup || t.table.aliasOf
      ? []
      : t.table.foreignKeys
          .filter((fk) => fk.referencedTable === lookup.name && !fk.referencedSchema && fk.columns.length === 1)
          .map((fk) => ({ table: t, column: fk.columns[0] })),
  );
  const conditioned = new Set(ir.filters.map((f) => f.column.table).filter((t) => t !== lookup.name));
  if (conditioned.size)
    references = conditioned.size === 1 ? references.filter((r) => conditioned.has(r.table.name)) : [];
  if (references.length > 1 && ir.via?.length)
    references = references.filter((r) => ir.via!.some((v) => v.table === r.table.name && v.column === r.column));
  // "the domains with the most authors": the rows of the named table, or of the link table that pairs it with this one
  if (references.length > 1 && named.length) {
    const pairs = (r: (typeof references)[number]) =>
      named.includes(r.table) ||
      r.table.table.foreignKeys.some((fk) => named.some((t) => t.name === fk.referencedTable && t !== lookup));
    const picked = references.filter(pairs);
    if (picked.length === 1) references = picked;
  }
  if (references.length !== 1) return { ir, used: [] };
  const counted = references[0].table;
  // the named table whose rows (or pairings) are counted is understood
  const understood = named.filter((t) => t === counted || refersTo(counted, t));
  return {
    ir: { ...ir, table: counted.name },
    used: tokens.filter((t) => understood.some((u) => u.words.includes(t.stem))).map((t) => t.index),
  };
}

/** Tables the question names by all of their words, and those the parse linked but left unused. */
export function mentionedTables(index: SchemaIndex, tokens: Token[], unused: TableInfo[]): TableInfo[] {
  const stems = new Set(tokens.map((t) => t.stem));
  return index.tables.filter((t) => unused.includes(t) || (t.words.length > 0 && t.words.every((w) => stems.has(w))));
}

/** Words after which a ranking names what it counts or measures ("the most deliveries", "by trips"). */
const MEASURE_LEADS = new Set(["most", "fewest", "least", "more", "fewer", "by"]);
const FREQUENCY_WORDS = new Set([
  "common",
  "popular",
  "frequent",
  "frequently",
  "often",
  "usual",
  "typical",
  "many",
  "number",
  "count",
]);

/** The table whose own rows a one-measure query counts, grouped by its unique label (every count is a one). */
function countedByOwnLabel(ir: QueryIR, index: SchemaIndex): TableInfo | undefined {
  const [m] = ir.select;
  if (
    ir.select.length !== 1 ||
    m.agg !== "count" ||
    m.column ||
    m.where ||
    m.share ||
    ir.dimensions.length !== 1 ||
    ir.having ||
    ir.averaged
  )
    return undefined;
  const lookup = findTable(index, ir.table);
  const dim = ir.dimensions[0];
  if (!lookup || dim.grain || dim.column.table !== lookup.name || ir.filters.some((f) => f.related)) return undefined;
  const label = findColumn(index, dim.column);
  const rows = lookup.table.rowEstimate;
  // a person's full name (first and last name columns) is grouped with the row's key, so it is unique too
  const unique =
    !!label &&
    (label.column.isPrimaryKey ||
      label.derived?.kind === "full_name" ||
      (label === lookup.labelColumn && label.distinct !== undefined && rows > 0 && label.distinct >= rows * 0.9));
  return unique ? lookup : undefined;
}

/**
 * "top 5 products", "the best customers in Spain": a ranking of an entity that names no measure ranks it by the money
 * it brings — line revenue, or the total of the rows that refer to it — when exactly one table referring to it carries
 * money (counting its own rows gives each a one). "The most common genre" asks how often: `countReferencingRows` counts.
 */
export function rankByRevenue(ir: QueryIR, index: SchemaIndex, tokens: Token[], named: TableInfo[]): QueryIR {
  const entity = countedByOwnLabel(ir, index);
  const [m] = ir.select;
  // "the most deliveries", "top shops by trips": the question names what it counts
  const namesOther =
    named.some((t) => t !== entity) ||
    tokens.some(
      (t, k) =>
        MEASURE_LEADS.has(t.norm) &&
        tokens[k + 1]?.kind === "word" &&
        !STOP_WORDS.has(tokens[k + 1].norm) &&
        !entity?.words.includes(tokens[k + 1].stem),
    );
  if (
    !entity ||
    namesOther ||
    tokens.some((t) => FREQUENCY_WORDS.has(t.norm)) ||
    ir.limit === undefined ||
    !ir.order.some((o) => o.target.kind === "measure" && o.target.alias === m.alias)
  )
    return ir;
  const sellers = index.tables.flatMap((t) => {
    if (
      t === entity ||
      t.table.aliasOf ||
      !t.table.foreignKeys.some(
        (fk) => fk.referencedTable === entity.name && !fk.referencedSchema && fk.columns.length === 1,
      )
    )
      return [];
    const money = t.columns.find((c) => c.derived?.kind === "line") ?? t.valueColumn;
    return money ? [{ table: t, money }] : [];
  });
  if (sellers.length !== 1) return ir;
  const [{ table, money }] = sellers;
  const steps = planJoins(index.catalog, table.name, referencedTables(ir), ir.via);
  if (!steps || steps.some((s) => s.fanOut)) return ir;
  const alias = measureAlias("sum", money);
  return {
    ...ir,
    table: table.name,
    select: [{ agg: "sum", column: money.ref, alias }],
    order: ir.order.map((o) =>
      o.target.kind === "measure" && o.target.alias === m.alias ? { ...o, target: { kind: "measure", alias } } : o,
    ),
  };
}
