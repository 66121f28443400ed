// What the Definitions page (issue 18) and its form action exchange: shared by the route's server module and the
// components, so neither imports the other.
import type { Definition, DefinitionInput, DefinitionKind } from "./definitions";

export type DefinitionIntent = "create" | "update" | "delete" | "accept";

export interface DefinitionActionData {
  intent: DefinitionIntent;
  /** The definition id (edit, delete) or suggestion key (accept) the failed form was about. */
  target?: string;
  fieldErrors?: Record<string, string>;
  formError?: string;
  /** What was posted, to fill the form again. */
  values?: Record<string, string>;
}

/** A table and its columns, for the form's selects. */
export interface CatalogChoice {
  name: string;
  columns: { name: string; kind: string }[];
}

export interface DefinitionsData {
  state: "ready";
  connection: { id: string; name: string; type: string };
  canEdit: boolean;
  definitions: Definition[];
  suggested: DefinitionInput[];
  tables: CatalogChoice[];
  /** Why the catalog (and so suggestions and the selects) could not be read. */
  catalogError: string | null;
  /** The last save, delete or accept, named. */
  saved: string | null;
}

/** A suggestion's key in the page's forms: its kind and name. */
export const suggestionKey = (d: DefinitionInput) => `${d.kind}:${d.name}`;

/** The Definitions page with the form to add one of `kind` open, its name filled in when given (a word to define). */
export function addDefinitionHref(connectionId: string, kind: DefinitionKind, name?: string): string {
  const params = new URLSearchParams({ add: kind, ...(name ? { name } : {}) });
  return `/data/${connectionId}/definitions?${params}`;
}
