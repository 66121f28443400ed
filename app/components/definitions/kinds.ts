// How the Definitions view names each kind of definition, in the order it lists them.
import type { DefinitionKind } from "~/lib/definitions";

export const KIND_INFO: Record<DefinitionKind, { one: string; many: string; hint: string }> = {
  metric: { one: "Metric", many: "Metrics", hint: "A number computed on a table, e.g. net revenue = SUM(quantity * unit_price * (1 - discount))." },
  segment: { one: "Segment", many: "Segments", hint: "A condition on a table's rows, e.g. cancelled = orders.status = 'C'." },
  term: { one: "Term", many: "Terms", hint: "A glossary entry in words, quoted to language models (e.g. “a week starts on Monday”)." },
  table: { one: "Table name", many: "Tables", hint: "What people call a table." },
  column: { one: "Column", many: "Columns", hint: "What people call a column, what it means, or that answers should not use it." },
  relationship: { one: "Relationship", many: "Relationships", hint: "A join the schema does not declare with a foreign key." },
};
