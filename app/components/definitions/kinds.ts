// How the Definitions view names each kind of definition, in the order it lists them.
import type { DefinitionKind } from "~/lib/definitions";

export const KIND_INFO: Record<DefinitionKind, { one: string; many: string; hint: string }> = {
  metric: {
    one: "Metric",
    many: "Metrics",
    hint: "A number computed on a table, e.g. net revenue = SUM(quantity * unit_price * (1 - discount)).",
  },
  segment: {
    one: "Segment",
    many: "Segments",
    hint: "A condition on a table's rows, e.g. cancelled = orders.status = 'C'.",
  },
  term: {
    one: "Term",
    many: "Terms",
    hint: "A glossary entry in words, quoted to language models (e.g. “a week starts on Monday”).",
  },
  table: { one: "Table name", many: "Tables", hint: "What people call a table." },
  column: {
    one: "Column",
    many: "Columns",
    hint: "What people call a column, what it means, or that answers should not use it.",
  },
  relationship: {
    one: "Relationship",
    many: "Relationships",
    hint: "A join the schema does not declare with a foreign key.",
  },
};

/** The formats a column or metric may be given (ADR 048); the first, empty, lets Askdata infer it. */
export const FORMAT_CHOICES = [
  { value: "", label: "Inferred from the name and values" },
  { value: "currency", label: "Money, in the project's currency" },
  ...["USD", "EUR", "GBP", "JPY", "CHF", "CAD", "AUD"].map((code) => ({
    value: `currency:${code}`,
    label: `Money in ${code}`,
  })),
  { value: "percentage", label: "Percentage (values are points: 12.5 = 12.5 %)" },
  { value: "percentage:fraction", label: "Percentage (values are fractions: 0.125 = 12.5 %)" },
  { value: "count", label: "Count" },
  ...(["second", "minute", "hour", "day"] as const).map((unit) => ({
    value: `duration:${unit}`,
    label: `Duration in ${unit}s`,
  })),
  ...(["year", "quarter", "month", "week", "day"] as const).map((grain) => ({
    value: `date:${grain}`,
    label: `Date, by ${grain}`,
  })),
  { value: "identifier", label: "Identifier (no separators)" },
  { value: "number", label: "Plain number" },
  { value: "text", label: "Text" },
];
