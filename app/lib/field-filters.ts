// A dashboard's field filters (issue 37 item 1, ADR 056), shared by the server and the page: what a filter is, how its
// chosen values ride in the address (?f.category=Books&f.category=Games), and why a widget was left unfiltered.

/** A dimension a dashboard may be filtered by, chosen from a connection's model by an owner or editor. */
export interface FieldFilterDefinition {
  /** Short and stable: the key of its values in the address ("category", "country-2"). */
  id: string;
  connectionId: string;
  table: string;
  column: string;
  /** "Category": what the filter bar and the reasons call it. */
  label: string;
}

/** A filter with values chosen, as applied to one view of a dashboard. */
export interface ActiveFieldFilter extends FieldFilterDefinition {
  values: string[];
}

export type FieldFilterReason =
  /** No key leads from the widget's rows to the dimension. */
  | "no-path"
  /** The dimension is reached through a one-to-many join: the widget's rows would be counted twice. */
  | "fan-out"
  /** The widget's question picks its own values of that column in words a list does not combine with. */
  | "own-filter"
  /** Typed SQL or a model's answer: no engine question to ask again. */
  | "sql"
  /** The tables changed since the widget was saved: its question no longer gives its SQL. */
  | "changed"
  /** The widget reads another database than the filter's. */
  | "other-database"
  /** Its query failed with the filter. */
  | "failed";

/** Per widget and per filter with values: whether the widget's numbers are narrowed by it. */
export type FieldFilterState =
  | { id: string; label: string; applied: true }
  | { id: string; label: string; applied: false; reason: FieldFilterReason };

export const MAX_FIELD_FILTERS = 8;
export const MAX_FILTER_VALUES_CHOSEN = 50;
export const MAX_FILTER_VALUE_CHARS = 200;
export const FIELD_FILTER_PARAM = "f.";

/** The values chosen per filter id, read from `f.<id>` parameters (repeated for several values). */
export function readFieldFilterValues(params: URLSearchParams): Record<string, string[]> {
  const chosen: Record<string, string[]> = {};
  for (const [key, value] of params) {
    if (!key.startsWith(FIELD_FILTER_PARAM) || !value) continue;
    const id = key.slice(FIELD_FILTER_PARAM.length);
    const list = (chosen[id] ??= []);
    if (!list.includes(value)) list.push(value);
  }
  return chosen;
}

/** The address's parameters with `id`'s values replaced (none: the filter is cleared). */
export function withFieldFilterValues(params: URLSearchParams, id: string, values: string[]): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(`${FIELD_FILTER_PARAM}${id}`);
  for (const value of values) next.append(`${FIELD_FILTER_PARAM}${id}`, value);
  return next;
}

/** "Category" → "category"; a second "Category" becomes "category-2". */
export function fieldFilterId(label: string, taken: string[]): string {
  const base =
    label
      .toLowerCase()
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40) || "filter";
  let id = base;
  for (let n = 2; taken.includes(id); n++) id = `${base}-${n}`;
  return id;
}

/** The note on a widget a filter left as it was ("Not filtered: this chart has no path to Category"). */
export function notFilteredReason(reason: FieldFilterReason, label: string): string {
  switch (reason) {
    case "no-path":
      return `Not filtered: this chart has no path to ${label}`;
    case "fan-out":
      return `Not filtered: filtering by ${label} would count rows twice`;
    case "own-filter":
      return `Not filtered: this chart picks its own ${label}`;
    case "sql":
      return "Not filtered: this chart was written as SQL";
    case "changed":
      return "Not filtered: the tables changed since this chart was saved";
    case "other-database":
      return "Not filtered: this chart reads another database";
    case "failed":
      return `Not filtered: its query failed with ${label}`;
  }
}
