// Results and a small shop catalog for the answer tests.
import type { CatalogColumn, CatalogTable, ColumnKind, QueryResult, SchemaCatalog } from "~/lib/catalog";
import { recommendChart } from "./chart";
import { suggestFollowUps } from "./follow-ups";
import { buildInsights } from "./insights";
import { labelOf } from "./naming";

type Row = Record<string, unknown>;

/** A query result from rows; column kinds are given only where the test says so (otherwise inferred from values). */
export function resultOf(rows: Row[], kinds: Record<string, ColumnKind> = {}, extra: Partial<QueryResult> = {}): QueryResult {
  const names = rows.length ? Object.keys(rows[0]) : Object.keys(kinds);
  return {
    columns: names.map((name) => ({ name, kind: kinds[name] ?? "other" })),
    rows,
    rowCount: rows.length,
    truncated: false,
    executionTime: 12,
    ...extra,
  };
}

/** `n` rows of `label → value` pairs. */
export function series(labelName: string, valueName: string, pairs: [unknown, unknown][]): Row[] {
  return pairs.map(([label, value]) => ({ [labelName]: label, [valueName]: value }));
}

/** Month buckets as the connectors send them ("2024-01-01"), starting in January 2024. */
export function months(values: number[], valueName = "total_revenue"): Row[] {
  return values.map((value, i) => ({ month: `${2024 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}-01`, [valueName]: value }));
}

export type Col = [name: string, kind: ColumnKind, extra?: Partial<CatalogColumn>];

/** A catalog table keyed by `id`; columns are nullable unless `extra` says otherwise. */
export function table(name: string, rowEstimate: number, columns: Col[], foreignKeys: [column: string, table: string][] = []): CatalogTable {
  return {
    schema: "public",
    name,
    rowEstimate,
    primaryKey: ["id"],
    foreignKeys: foreignKeys.map(([column, target]) => ({ columns: [column], referencedTable: target, referencedColumns: ["id"], inferred: false })),
    columns: columns.map(([col, kind, more]) => ({ name: col, kind, dataType: kind, nullable: true, isPrimaryKey: col === "id", ...more })),
  };
}

const values = (...list: string[]): Partial<CatalogColumn> => ({ sampleValues: list, distinctCount: list.length });

export const SHOP: SchemaCatalog = {
  dialect: "postgresql",
  introspectedAt: "2024-06-15T00:00:00Z",
  tables: [
    table("customers", 400, [
      ["id", "integer"],
      ["full_name", "text", { distinctCount: 400 }],
      ["country", "text", values("Germany", "France", "Spain", "Italy", "Poland")],
      ["segment", "text", values("consumer", "corporate", "home office")],
      ["signed_up_at", "date"],
    ]),
    table("products", 60, [
      ["id", "integer"],
      ["name", "text", { distinctCount: 60 }],
      ["category", "text", values("Books", "Games", "Garden", "Kitchen")],
      ["unit_price", "decimal"],
    ]),
    table(
      "orders",
      5000,
      [
        ["id", "integer"],
        ["customer_id", "integer"],
        ["product_id", "integer"],
        ["ordered_at", "timestamp"],
        ["status", "text", values("paid", "shipped", "refunded")],
        ["channel", "text", { ...values("web", "store", "phone", "partner"), label: "Sales Channel" }],
        ["quantity", "integer"],
        ["amount", "decimal"],
      ],
      [["customer_id", "customers"], ["product_id", "products"]],
    ),
  ],
};

/** Everything an answer card shows in words: chart title and description, column labels, insights, follow-up chips. */
export function answerCardTexts(question: string, result: QueryResult, ir: unknown, catalog: SchemaCatalog): string[] {
  const chart = recommendChart(result, { question, ir, catalog, now: new Date() });
  return [
    chart.title,
    chart.description,
    ...result.columns.map((column) => labelOf(column.name, chart.labels)),
    ...buildInsights({ result, chart, ir }),
    ...suggestFollowUps({ question, result, chart, catalog, ir, count: 3 }),
  ];
}
