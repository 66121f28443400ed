// Definitions (issue 18): what a team says once about its data so every answer uses it — metrics, segments,
// glossary terms, table and column names, relationships the schema does not declare. One connection's list;
// the engine reads them ahead of column names and LLM prompts quote them. Shared by forms, API and engine.
import { z } from "zod";

export const DEFINITION_KINDS = ["metric", "segment", "term", "table", "column", "relationship"] as const;
export type DefinitionKind = (typeof DEFINITION_KINDS)[number];

const name = z.string().trim().min(1, "Name is required").max(200);
const synonyms = z.array(z.string().trim().min(1).max(200)).max(50).default([]);
const description = z.string().trim().max(4000).optional();
const identifier = (what: string) => z.string().trim().min(1, `${what} is required`).max(200);
const sql = z.string().trim().min(1, "SQL is required").max(10_000);
/** How the values read (ADR 048); absent: inferred from names, comments and values. */
export const FORMAT_PATTERN =
  /^(currency(:[A-Z]{3})?|percentage(:fraction)?|count|duration:(second|minute|hour|day)|date:(year|quarter|month|week|day)|identifier|number|text)$/;
const format = z.string().trim().regex(FORMAT_PATTERN, "Choose one of the formats offered").optional();

/** What a client sends to create or replace a definition. */
export const definitionInput = z.discriminatedUnion("kind", [
  /** "net revenue" = SUM(order_items.quantity * order_items.unit_price * (1 - order_items.discount)) on order_items. */
  z.object({
    kind: z.literal("metric"),
    name,
    synonyms,
    description,
    table: identifier("Table"),
    sql,
    time_column: z.string().trim().max(200).optional(),
    format,
  }),
  /** "cancelled" = orders.sts = 'C' on orders: a condition on the table's rows. */
  z.object({ kind: z.literal("segment"), name, synonyms, description, table: identifier("Table"), sql }),
  /** A glossary entry in words only ("a week starts on Monday"): LLM prompts quote it; the engine cannot act on it. */
  z.object({
    kind: z.literal("term"),
    name,
    synonyms,
    description: z.string().trim().min(1, "Description is required").max(4000),
  }),
  /** How people call a table ("clients" for `cust_mst`). */
  z.object({ kind: z.literal("table"), name, synonyms, description, table: identifier("Table") }),
  /** How people call a column, what it means, or that answers should not use it (`hidden`). */
  z.object({
    kind: z.literal("column"),
    name,
    synonyms,
    description,
    table: identifier("Table"),
    column: identifier("Column"),
    hidden: z.boolean().default(false),
    format,
  }),
  /** `table.column` refers to `ref_table.ref_column`, though no foreign key says so. */
  z.object({
    kind: z.literal("relationship"),
    name,
    synonyms,
    description,
    table: identifier("Table"),
    column: identifier("Column"),
    ref_table: identifier("Referenced table"),
    ref_column: identifier("Referenced column"),
  }),
]);

export type DefinitionInput = z.infer<typeof definitionInput>;

/** A stored definition as the API returns it. */
export type Definition = DefinitionInput & {
  id: string;
  connection_id: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
};

/** The part of a definition the engine reads (stored or suggested). */
export type EngineDefinition = DefinitionInput & { id?: string };
