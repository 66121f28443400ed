// Choosing among candidate links: the longest and best non-overlapping ones, then the readings that depend on their
// neighbours (a table name qualifying a column, a repeated measure, a value that is a column in context).
import { refersTo, type SchemaIndex, type TableInfo } from "../model/schema-index";
import { hopsBetween } from "../schema/join-planner";
import { isPlural } from "../schema/stem";
import type { Link } from "./link";
import type { Token } from "./tokens";

/** Greedy non-overlapping choice: longer and better links first. */
export function chooseLinks(links: Link[], tokens: Token[] = [], index?: SchemaIndex): Link[] {
  currentTokens = tokens;
  const stored = links.filter((l) => storedCount(l, links));
  const ranking = stored.filter((l) => rankedByOwnCount(l, links, tokens));
  const ranked = [
    ...links.filter(
      (l) =>
        !shadowedValue(l, links, tokens) &&
        !spansTwoTables(l, links) &&
        !copiesTable(l, links) &&
        !keyToTable(l, links) &&
        !(stored.includes(l) && !ranking.includes(l)) &&
        !ranking.some((c) => c !== l && sameSpan(c, l)),
    ),
  ].sort((a, b) => weight(b) - weight(a));
  const taken = new Set<number>();
  const chosen: Link[] = [];
  for (const link of ranked) {
    let free = true;
    for (let i = link.start; i < link.end; i++) if (taken.has(i)) free = false;
    if (!free) continue;
    for (let i = link.start; i < link.end; i++) taken.add(i);
    if (link.kind === "column") {
      const alternatives = links
        .filter(
          (l): l is Link & { kind: "column" } =>
            l.kind === "column" && l.start === link.start && l.end === link.end && l.score >= link.score - 0.02,
        )
        .map((l) => l.column);
      chosen.push({ ...link, alternatives });
    } else chosen.push(link);
  }
  return sameMeasureAgain(
    mergeCompounds(
      resolveByTableSupport(
        chosen.sort((a, b) => a.start - b.start),
        index,
      ),
    ),
  );
}

/**
 * "by total invoice value; show … and total value": a later, shorter mention of a measure already named in full is
 * that measure again, not another table's column of the same word.
 */
function sameMeasureAgain(links: Link[]): Link[] {
  const words = (l: Link) =>
    currentTokens
      .slice(l.start, l.end)
      .filter((t) => !["the", "a", "an", "of"].includes(t.norm))
      .map((t) => t.stem);
  return links.map((link, k) => {
    if (link.kind !== "column" || !link.column.numeric || link.column.key) return link;
    const own = words(link);
    const earlier = links
      .slice(0, k)
      .find(
        (l): l is Link & { kind: "column" } =>
          l.kind === "column" &&
          l.column !== link.column &&
          l.column.numeric &&
          !l.column.key &&
          l.end - l.start > own.length &&
          own.length > 0 &&
          own.every((w) => words(l).includes(w)),
      );
    return earlier ? { ...link, column: earlier.column, alternatives: [earlier.column] } : link;
  });
}

let currentTokens: Token[] = [];
const tokensOf = (link: Link) => currentTokens[link.start]?.norm ?? "";

/**
 * "order total", "payment methods": a singular table name right before one of its columns qualifies that column;
 * "sales channel": so does a measure's word before a category.
 */
function mergeCompounds(links: Link[]): Link[] {
  const out: Link[] = [];
  for (let i = 0; i < links.length; i++) {
    const link = links[i];
    const next = links[i + 1];
    const singular = link.kind === "table" && link.end - link.start === 1 && !isPlural(tokensOf(link));
    // "product category", "customer country": the second noun is the thing; the first says whose ("shop ordered" is a
    // subject and its verb: a word read as "-ed" past its stem is no noun)
    const verb =
      next &&
      /ed$/.test(currentTokens[next.end - 1]?.norm ?? "") &&
      currentTokens[next.end - 1].stem !== currentTokens[next.end - 1].norm;
    if (
      link.kind === "table" &&
      singular &&
      next?.kind === "table" &&
      next.start === link.end &&
      next.table !== link.table &&
      !verb
    ) {
      out.push({ ...next, start: link.start, score: Math.max(next.score, link.score) });
      i++;
      continue;
    }
    if (link.kind === "table" && singular && next?.kind === "column" && next.start === link.end) {
      const own = (next.alternatives ?? [next.column]).find((c) => c.table === link.table);
      if (own) {
        out.push({ ...next, start: link.start, column: own, alternatives: [own], score: Math.max(next.score, 0.9) });
        i++;
        continue;
      }
    }
    // "sales channel", "revenue stream": a measure's word before a category's names that category
    const category =
      next?.kind === "column" &&
      next.start === link.end &&
      next.score >= 0.9 &&
      !next.column.numeric &&
      !next.column.temporal &&
      !next.column.key;
    if (link.kind === "column" && link.column.derived && link.end - link.start === 1 && category) {
      out.push({ ...next, start: link.start });
      i++;
      continue;
    }
    out.push(link);
  }
  return out;
}

/**
 * "which depot sent parcel 7" is a depot and a parcel, not the column its comment calls "depot sending the parcel":
 * a loose column link over a sentence — two tables named outright with a word between them — gives way to them.
 * ("parcels weighed", two nouns side by side, may still be one column.)
 */
function spansTwoTables(link: Link, links: Link[]): boolean {
  if (link.kind !== "column" || link.score >= 0.9 || link.end - link.start < 3) return false;
  const named = links.filter(
    (l): l is Link & { kind: "table" } =>
      l.kind === "table" && l.score >= 0.95 && link.start <= l.start && l.end <= link.end,
  );
  return named.some((a) => named.some((b) => a.table !== b.table && b.start > a.end));
}

/**
 * "which depot handled the most parcels", where parcels keep a depot code beside their key to the depots: the word
 * names the table the key reaches (named by its label), not the code copied onto the rows.
 */
/**
 * "the most expensive procedure" where another table's key column is called "procedures": the word names the rows,
 * not the key that points at them (a key is never a measure or a label).
 */
function keyToTable(link: Link, links: Link[]): boolean {
  return (
    link.kind === "column" &&
    link.column.key &&
    links.some(
      (l) =>
        l.kind === "table" &&
        l.start === link.start &&
        l.end === link.end &&
        l.score >= link.score &&
        l.table !== link.column.table,
    )
  );
}

function copiesTable(link: Link, links: Link[]): boolean {
  if (
    link.kind !== "column" ||
    link.column.key ||
    link.column.temporal ||
    (link.column.numeric && !link.column.numericText)
  )
    return false;
  const table = links.find(
    (l): l is Link & { kind: "table" } =>
      l.kind === "table" && l.start === link.start && l.end === link.end && l.score >= link.score,
  );
  return (
    !!table &&
    table.table !== link.column.table &&
    !!table.table.labelColumn &&
    refersTo(link.column.table, table.table)
  );
}

/**
 * "encounters" naming both a table of encounters and a whole number on the providers they point at: that column is a
 * count kept beside the rows it counts, and the rows themselves are what the word names (counted, dated, filtered).
 */
function storedCount(link: Link, links: Link[]): boolean {
  if (link.kind !== "column" || link.column.column.kind !== "integer" || link.column.key || link.column.flag)
    return false;
  const column = link.column;
  return links.some(
    (l) =>
      l.kind === "table" &&
      l.start === link.start &&
      l.end === link.end &&
      l.score >= link.score &&
      l.table !== column.table &&
      refersTo(l.table, column.table),
  );
}

/**
 * "which hangar has the most gliders" where hangars keep their glider count: a ranking of the rows by the count they
 * keep, named after a superlative once the ranked rows were named — their own number, not their related rows.
 */
function rankedByOwnCount(link: Link, links: Link[], tokens: Token[]): boolean {
  if (link.kind !== "column") return false;
  let before = link.start - 1;
  while (tokens[before]?.norm === "the") before--;
  return (
    RANKING_WORDS.has(tokens[before]?.norm ?? "") &&
    links.some((l) => l.kind === "table" && l.table === link.column.table && l.end <= before)
  );
}

const RANKING_WORDS = new Set(["most", "fewest", "least", "largest", "biggest", "smallest"]);

const sameSpan = (a: Link, b: Link) => a.start === b.start && a.end === b.end;

const COLUMN_CONTEXT = new Set([
  "by",
  "per",
  "each",
  "every",
  "which",
  "what",
  "many",
  "distinct",
  "different",
  "unique",
  "and",
  "whose",
]);

/** "members by country" names the column even when "Country" is also a value somewhere. */
function shadowedValue(link: Link, links: Link[], tokens: Token[]): boolean {
  if (link.kind !== "value" || link.end - link.start !== 1 || tokens[link.start]?.kind === "quoted") return false;
  // "when was the account created": a word naming a table is the table, unless its column follows ("account category")
  // ("orders" in plural names customer_orders' rows, not a stored 'Order' of another table; a table of pairs is
  // named by what it pairs)
  const said = tokens[link.start];
  const heads = (l: Link) =>
    l.kind === "table" && !!said && isPlural(said.norm) && l.table.words.at(-1) === said.stem && !pairsOthers(l.table);
  const table = links.find(
    (l) => l.kind === "table" && l.start === link.start && l.end === link.end && (l.score >= 0.95 || heads(l)),
  );
  if (table) {
    const next = links.find((l) => l.kind === "column" && l.start === link.end);
    const namesValueColumn = next?.kind === "column" && link.entries.some((e) => e.column === next.column);
    if (!namesValueColumn) return true;
  }
  const column = links.find(
    (l) => l.kind === "column" && l.start === link.start && l.end === link.end && l.score >= 0.95,
  );
  if (!column) return false;
  const prev = tokens[link.start - 1];
  if (prev && COLUMN_CONTEXT.has(prev.norm)) return true;
  // "the shop name, city, country and …": in a list of columns, a column too
  if (prev?.norm === "," && links.some((l) => l.kind === "column" && l.end === link.start - 1 && l.score >= 0.9))
    return true;
  const tableBefore = links.find((l) => l.kind === "table" && l.end === link.start);
  return (
    tableBefore?.kind === "table" &&
    tableBefore.table.columns.some(
      (c) =>
        c === (column as Link & { kind: "column" }).column ||
        c.words.join(" ") === (column as Link & { kind: "column" }).column.words.join(" "),
    )
  );
}

/**
 * Among equally good columns for a phrase, take the one whose table holds most of the question's other links, then
 * the one nearest them ("units sold per category": the products' category, not a mail campaign's).
 */
function resolveByTableSupport(links: Link[], index?: SchemaIndex): Link[] {
  const support = new Map<TableInfo, number>();
  const add = (t: TableInfo, n: number) => support.set(t, (support.get(t) ?? 0) + n);
  for (const link of links) {
    if (link.kind === "table") add(link.table, 2);
    else if (link.kind === "column")
      for (const t of new Set((link.alternatives ?? [link.column]).map((c) => c.table))) add(t, 1);
    else for (const t of new Set(link.entries.map((e) => e.column.table))) add(t, 1);
  }
  // "the score of an answer" where "Answer" is a kind in a lookup table: the rows keyed to that kind (posts) are the
  // ones described, before another table's column of the same name (comments)
  const valueTables = links.flatMap((l) => (l.kind === "value" ? l.entries.map((e) => e.column.table) : []));
  const supportOf = (t: TableInfo) =>
    (support.get(t) ?? 0) + (valueTables.some((v) => v !== t && refersTo(t, v)) ? 0.5 : 0);
  return links.map((link) => {
    if (link.kind !== "column" || !link.alternatives || link.alternatives.length < 2) return link;
    // "trees in 2000" under headers "1990 trees" and "2000 trees": the column another phrase also names
    const named = link.alternatives.find((c) => links.some((l) => l !== link && l.kind === "column" && l.column === c));
    if (named) return { ...link, column: named };
    const others = links.flatMap((l) =>
      l === link ? [] : l.kind === "table" ? [l.table] : l.kind === "column" ? [l.column.table] : [],
    );
    const near = (t: TableInfo) =>
      index && others.length
        ? Math.min(...others.map((o) => hopsBetween(index.catalog, o.table.name, t.table.name)))
        : 0;
    const best = [...link.alternatives].sort(
      (a, b) =>
        supportOf(b.table) - supportOf(a.table) ||
        near(a.table) - near(b.table) ||
        b.table.table.rowEstimate - a.table.table.rowEstimate,
    )[0];
    return { ...link, column: best };
  });
}

function weight(link: Link): number {
  const length = link.end - link.start;
  const kindBonus = link.kind === "value" ? (link.exact ? 0.05 : -0.05) : link.kind === "column" ? 0.02 : 0;
  // "each game" between "video_games" and "plays_games": the things themselves before the table pairing them
  const pairs = link.kind === "table" && link.score < 1 && pairsOthers(link.table) ? -0.01 : 0;
  return link.score * (1 + 0.35 * (length - 1)) + kindBonus + pairs;
}

/** A table of pairs: keys to two other tables and no name of its own. */
function pairsOthers(table: TableInfo): boolean {
  const others = new Set(table.table.foreignKeys.map((fk) => fk.referencedTable).filter((t) => t !== table.name));
  return others.size >= 2 && !table.labelColumn;
}

type Named = Extract<Link, { kind: "column" | "table" }>;

/**
 * A word naming both a measure and a table's rows — "sales" (line revenue, and the sales table), "claims" (an amount
 * claimed, and the claim headers its plural leads) — names the rows where they are counted; the table's link is added
 * to `links` and returned in place of the measure's.
 */
export function rowsOverMeasure(index: SchemaIndex, tokens: Token[], link: Named, links: Link[]): Named {
  if (link.kind !== "column" || !link.column.numeric || link.column.key || link.end - link.start !== 1) return link;
  const token = tokens[link.start];
  const said = token.stem;
  // ("how many claims" beside a claims table's amount_claimed: a plural noun names the table its name leads)
  const plural = token.norm !== said && !link.column.words.includes(token.norm);
  const named = index.tables.filter(
    (t) =>
      (link.column.aliases && t.words.length === 1 && t.words[0] === said) ||
      (plural && t !== link.column.table && t.words[0] === said) ||
      (plural && t === link.column.table && t.words[0] === said && link.column.words[0] !== said),
  );
  // (of several so named, the one most of the others' rows belong to: claim headers over claims documents)
  const owners = named.map((t) => named.filter((o) => o !== t && refersTo(o, t)).length);
  const most = Math.max(...owners);
  const rows =
    named.length === 1
      ? named[0]
      : most > 0 && owners.filter((n) => n === most).length === 1
        ? named[owners.indexOf(most)]
        : undefined;
  if (!rows) return link;
  const table: Named = { kind: "table", start: link.start, end: link.end, score: link.score, table: rows };
  links.push(table);
  return table;
}
