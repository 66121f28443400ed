// What a fact table breaks down and ranks by: its own text columns, lookup tables and the text columns of tables a
// join away, and the named rows reached through keys (a top 5 of products).
import { readTable } from "~/engine";
import type { CatalogColumn, CatalogTable, SchemaCatalog } from "~/lib/catalog";
import type { Dimension, FactTable } from "./business-analysis";
import { humanizeName } from "./format";
import { distinctOf, pickTime } from "./fact-measures";
import { entityNoun, singular } from "./naming";
import { isIdentifierName, nameWords } from "./values";

const PERSONAL =
  /^(first|last|full|email|phone|address|street|zip|postal|password|description|notes|comment|comments|composer|url)$/;
const LOOKUP_MAX_ROWS = 25;
const BREAKDOWN_MAX = 20;
const RANKING_MIN = 6;
const RANKING_MAX = 200;

export function isLookup(table: CatalogTable): boolean {
  return table.rowEstimate >= 2 && table.rowEstimate <= LOOKUP_MAX_ROWS && Boolean(labelColumn(table));
}

function labelColumn(table: CatalogTable): CatalogColumn | undefined {
  const texts = table.columns.filter((column) => column.kind === "text" && !column.isPrimaryKey);
  return texts.find((column) => /^(name|title|label)$/.test(column.name)) ?? texts[0];
}

function isTextDimension(column: CatalogColumn, table: CatalogTable): boolean {
  if (column.kind !== "text" || column.isPrimaryKey || isIdentifierName(column.name)) return false;
  // a key's code ("carr_cd") is read through the table it names ("carrier")
  if (table.foreignKeys.some((fk) => fk.columns.includes(column.name))) return false;
  if (nameWords(column.name).some((word) => PERSONAL.test(word)) || /^(name|title)$/.test(column.name)) return false;
  const distinct = distinctOf(column);
  return distinct !== undefined && distinct >= 2 && !(table.rowEstimate > 0 && distinct >= table.rowEstimate);
}

function referenced(catalog: SchemaCatalog, table: CatalogTable): CatalogTable[] {
  return table.foreignKeys.flatMap((fk) => catalog.tables.filter((t) => t.name === fk.referencedTable && t !== table));
}

/** A line's header: the parent row with a date of its own (an order to its items, an invoice to its lines). */
function isHeader(table: CatalogTable): boolean {
  return !isLookup(table) && Boolean(pickTime(table));
}

/**
 * Tables reached along keys, nearest first. From a line table the header is not passed through: the line's own
 * side (product, category, artist) is what its revenue breaks down by; the header's side is the header's fact.
 */
function reachable(
  catalog: SchemaCatalog,
  table: CatalogTable,
  line: boolean,
  maxHops = 3,
): { table: CatalogTable; hops: number }[] {
  const found: { table: CatalogTable; hops: number }[] = [];
  const seen = new Set([table]);
  let frontier = [table];
  for (let hops = 1; hops <= maxHops && frontier.length; hops++) {
    const next = frontier
      .flatMap((t) => referenced(catalog, t))
      .filter((t) => !seen.has(t) && seen.add(t) && !(line && isHeader(t)));
    found.push(...next.map((t) => ({ table: t, hops })));
    frontier = next.filter((t) => !isLookup(t));
  }
  return found;
}

/**
 * Own text columns first, then lookup tables ("genre") and the text columns of tables one join away ("customer
 * segment"); a line's are those of what it sold ("category" of its product).
 */
function dimensionsOf(catalog: SchemaCatalog, table: CatalogTable, line: boolean): Dimension[] {
  const own = (t: CatalogTable, qualify: boolean) =>
    t.columns
      .filter((c) => isTextDimension(c, t))
      .map((c): Dimension => ({
        table: t.name,
        column: c.name,
        phrase: qualified(t, c, qualify),
        distinct: distinctOf(c)!,
        source: qualify ? "related" : "own",
        nullable: c.nullable,
      }));
  const lookup = (t: CatalogTable): Dimension => ({
    table: t.name,
    column: labelColumn(t)!.name,
    phrase: singular(humanizeName(t.name)),
    distinct: t.rowEstimate,
    source: "lookup",
    nullable: false,
  });
  const around = reachable(catalog, table, line, 2);
  const related = around
    .filter((r) => r.hops === 1)
    .flatMap((r) => (isLookup(r.table) ? [lookup(r.table)] : own(r.table, true)));
  // a line's category is a lookup of its product, two joins away
  const further = line ? around.filter((r) => r.hops === 2 && isLookup(r.table)).map((r) => lookup(r.table)) : [];
  const seen = new Set<string>();
  return [...(line ? [] : own(table, false)), ...related, ...further].filter(
    (d) => !seen.has(d.phrase) && seen.add(d.phrase),
  );
}

/** Named rows reached through keys that are worth a top 5: "product", "track", "artist". */
function entitiesOf(catalog: SchemaCatalog, table: CatalogTable, line: boolean): Dimension[] {
  return reachable(catalog, table, line).flatMap(({ table: t }) => {
    const label = t.rowEstimate >= RANKING_MIN && !isLookup(t) ? readTable(catalog, t.name).labelColumn : undefined;
    return label
      ? [
          {
            table: t.name,
            column: label,
            phrase: entityNoun(t),
            distinct: t.rowEstimate,
            source: "entity" as const,
            nullable: false,
          },
        ]
      : [];
  });
}

/** A column of another table is named with it, so the engine joins the right one: "subscription status". */
function qualified(table: CatalogTable, column: CatalogColumn, qualify: boolean): string {
  const words = humanizeName(column.name);
  const owner = singular(humanizeName(table.name));
  return qualify && !words.startsWith(owner) ? `${owner} ${words}` : words;
}

/** Few values for breakdowns, many for top 5 rankings, and the named rows reached through keys. */
export function groupingsOf(
  catalog: SchemaCatalog,
  table: CatalogTable,
  line: boolean,
): Pick<FactTable, "dimensions" | "rankings" | "entities"> {
  const all = dimensionsOf(catalog, table, line);
  // Columns without gaps first, and yes/no flags last: a top 5 led by "null" or a pie of "Y" and "N" tells little.
  const order = (a: Dimension, b: Dimension) =>
    Number(a.nullable) - Number(b.nullable) || Number(a.distinct <= 2) - Number(b.distinct <= 2);
  return {
    dimensions: all.filter((d) => d.distinct <= BREAKDOWN_MAX).sort((a, b) => order(a, b) || a.distinct - b.distinct),
    rankings: all
      .filter((d) => d.source !== "lookup" && d.distinct >= RANKING_MIN && d.distinct <= RANKING_MAX)
      .sort(order),
    entities: entitiesOf(catalog, table, line),
  };
}
