// The words of a schema name, read the same way wherever the model looks at a name.
import { spellOut } from "~/lib/abbreviations";
import { splitRun } from "./english-words";
import { identifierWords } from "./stem";

/**
 * Words of a schema name: runs written together split ("quantityshipped" → quantity shipped, as PostgreSQL
 * folds unquoted camelCase), abbreviations spelled out ("cust_nm" → customer name).
 */
export function nameWords(identifier: string): string[] {
  return identifierWords(identifier).flatMap(splitRun).flatMap(spellOut);
}
