// Words for column types as people read them (the CSV importer's types and the catalog's kinds).
import type { ColumnKind } from "~/lib/catalog";

/** The types a CSV column can be imported as, in the order the picker offers them. */
export const CSV_TYPE_OPTIONS = [
  { value: "text", label: "Text" },
  { value: "bigint", label: "Integer" },
  { value: "numeric", label: "Decimal" },
  { value: "boolean", label: "True/false" },
  { value: "date", label: "Date" },
  { value: "timestamp", label: "Date and time" },
  { value: "timestamptz", label: "Date and time with zone" },
] as const;

export function csvTypeLabel(type: string): string {
  return CSV_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? type;
}

const KIND_LABELS: Record<ColumnKind, string> = {
  integer: "Integer",
  decimal: "Decimal",
  boolean: "True/false",
  date: "Date",
  timestamp: "Date and time",
  text: "Text",
  other: "Other",
};

export const kindLabel = (kind: ColumnKind) => KIND_LABELS[kind];

export const KIND_COLORS: Record<ColumnKind, string> = {
  integer: "blue",
  decimal: "cyan",
  boolean: "grape",
  date: "orange",
  timestamp: "orange",
  text: "gray",
  other: "gray",
};
