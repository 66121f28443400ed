// Per-catalog semantic model, built once and cached (bounded LRU by catalog object): each table described, views the
// tables serve left out, definitions read, tables related, and the sampled values indexed for linking.
import type { SchemaCatalog } from "~/lib/catalog";
import { nameWords } from "../schema/name-words";
import { sharedPrefix } from "../schema/prefixes";
import { PERSON_WORDS, STOP_WORDS } from "../schema/lexicon";
import { withSelfReferences } from "../schema/self-references";
import { stem } from "../schema/stem";
import { codeMeanings } from "./code-meanings";
import { readDefinitions } from "./defined-columns";
import { describeTable, KEY_WORDS } from "./describe-table";
import { valueKey, type SchemaIndex, type TableInfo, type ValueEntry } from "./schema-index";
import { readValueKinds } from "./value-kinds";
import { viewsServedByTables } from "./views";
import { yearColumn } from "./years";

const CACHE_LIMIT = 32;
const MAX_VALUES_PER_COLUMN = 5_000;
const MAX_VALUES_TOTAL = 200_000;
const cache = new Map<SchemaCatalog, SchemaIndex>();

export function getSchemaIndex(catalog: SchemaCatalog): SchemaIndex {
  const hit = cache.get(catalog);
  if (hit) {
    cache.delete(catalog);
    cache.set(catalog, hit);
    return hit;
  }
  const index = buildSchemaIndex(catalog);
  cache.set(catalog, index);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  return index;
}

function buildSchemaIndex(introspected: SchemaCatalog): SchemaIndex {
  const whole = withSelfReferences(introspected);
  const tablePrefix = sharedPrefix(
    whole.tables.filter((t) => !t.aliasOf && !t.view).map((t) => t.name),
    2,
  );
  const described = whole.tables.map((t) => describeTable(t, tablePrefix));
  const served = viewsServedByTables(described);
  const tables = described.filter((t) => !served.has(t));
  const kept = new Set(tables.map((info) => info.table));
  const catalog = served.size ? { ...whole, tables: whole.tables.filter((t) => kept.has(t)) } : whole;
  readDefinitions(tables);
  readValueKinds(tables);
  relateTables(tables);
  const columns = tables.flatMap((t) => t.columns);
  const values = new Map<string, ValueEntry[]>();
  const valueWords = new Map<string, ValueEntry[]>();
  let total = 0;
  for (const info of columns) {
    const sample = info.column.sampleValues ?? [];
    for (const value of sample.slice(0, MAX_VALUES_PER_COLUMN)) {
      if (total++ >= MAX_VALUES_TOTAL || typeof value !== "string") break;
      const norm = valueKey(value);
      if (!norm) continue;
      const entry: ValueEntry = { column: info, value, norm, words: norm.split(" ") };
      push(values, norm, entry);
      for (const w of new Set(entry.words.map(stem))) push(valueWords, w, entry);
    }
  }
  for (const info of columns) {
    for (const { code, meaning } of codeMeanings(info.column)) {
      // "T = in transit" is also said "transit": a leading function word is optional
      const full = valueKey(meaning);
      const bare = full.replace(/^(in|on|at|by|still|not|being) /, "");
      for (const norm of new Set([full, bare])) {
        if (!norm || values.get(norm)?.some((e) => e.column === info)) continue;
        const entry: ValueEntry = { column: info, value: code, norm, words: norm.split(" ") };
        push(values, norm, entry);
        for (const w of new Set(entry.words.map(stem))) push(valueWords, w, entry);
      }
    }
  }
  const valuesByEdge = new Map<string, string[]>();
  for (const norm of values.keys()) {
    push(valuesByEdge, `${norm.length}^${norm[0]}`, norm);
    push(valuesByEdge, `${norm.length}$${norm.at(-1)}`, norm);
  }
  return { catalog, tables, columns, values, valueWords, valuesByEdge, servedViews: [...served].map((t) => t.name) };
}

/** "account holder", "policy owner": the person whose key a table's rows carry holds them. */
function holders(info: TableInfo, target: TableInfo, column: string) {
  const person = target.labelColumn?.derived?.kind === "full_name" || target.words.some((w) => PERSON_WORDS.has(w));
  const people = info.table.foreignKeys.filter((fk) => fk.referencedTable === target.name).length;
  const held = info.words.filter((w) => !target.words.includes(w) && !KEY_WORDS.has(w));
  if (!person || people !== 1 || !held.length) return;
  for (const holder of HOLDERS)
    (target.roles ??= []).push({ words: [...held, holder], via: { table: info.name, column } });
}
const HOLDERS = ["holder", "owner"].map(stem);

/**
 * What a table borrows from the rows it references: a line table has no date of its own (an order line happens when
 * its order is placed), and its revenue adds up to its parent's total.
 */
function relateTables(tables: TableInfo[]) {
  for (const info of tables) {
    for (const fk of info.table.foreignKeys) {
      const target = tables.find((t) => t.name === fk.referencedTable && !fk.referencedSchema);
      if (!target || fk.columns.length !== 1) continue;
      // a natural key ("city_name") holds the value itself: it names a city, not a role of the row it points at
      const all = nameWords(fk.columns[0]).map(stem);
      if (!all.some((w) => KEY_WORDS.has(w)) && info.columns.find((c) => c.column.name === fk.columns[0])?.text)
        continue;
      const words = all.filter((w) => !KEY_WORDS.has(w) && !target.words.includes(w) && !STOP_WORDS.has(w));
      // a key spelt as another table's own key ("order_id" pointing at the bookings, where the orders' key is
      // "order_id") names that other table, not a role of the rows it points at
      const borrowed = tables.some(
        (t) => t !== target && t.table.primaryKey.length === 1 && t.table.primaryKey[0] === fk.columns[0],
      );
      if (words.length && !borrowed)
        (target.roles ??= []).push({ words, via: { table: info.name, column: fk.columns[0] } });
      holders(info, target, fk.columns[0]);
    }
    const parents = info.table.foreignKeys.flatMap((fk) =>
      tables.filter((t) => t.name === fk.referencedTable && t !== info && !fk.referencedSchema),
    );
    const line = info.columns.find((c) => c.derived?.kind === "line");
    // a line's header is an event (an order), not a named thing it lists (a pastry, whose price is no total of
    // lines and whose launch date is not when the line was sold)
    const headers = parents.filter((p) => !p.labelColumn);
    const priced = headers.find((p) => p.valueColumn && p.naturalDate) ?? headers.find((p) => p.valueColumn);
    // lines that store their own amount are the record of the money (a header's subtotal need not add up to them);
    // otherwise the header's subtotal is the sum of its lines, its grand total adds tax and freight
    const subtotal = priced?.columns.find((c) => c.numeric && /^sub_?total$/.test(nameWords(c.column.name).join("_")));
    if (line?.derived?.kind === "line" && !line.derived.total && priced)
      line.rollsUpTo = subtotal ?? priced.valueColumn;
    // detail rows (order lines) happen when their header does; an entity with a name of its own (a customer) does not
    // take the date of whatever it points at (its support rep's hire date)
    const dated = priced?.naturalDate
      ? priced
      : (headers.find((p) => p.naturalDate) ?? parents.find((p) => p.naturalDate));
    // a row that keeps its own year (an award's year, a season's stats) happened then, not when its parent did
    if (!info.naturalDate && !yearColumn(info) && (line || !info.labelColumn)) info.naturalDate = dated?.naturalDate;
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
