// Names under a prefix every table, or every column of a table, shares: lower-cased camelCase schemas
// (sbCustomer → sbcustomer, sbTxAmount → sbtxamount) are read by the words after it.
import { nameWords } from "./name-words";

/**
 * A prefix every name of a set shares and that is no word of its own ("sb" of sbcustomer, sbticker; "sbtx" of
 * sbtxamount, sbtxstatus): lower-cased camelCase schemas carry them, and the rest is what the name says.
 */
export function sharedPrefix(names: string[], min: number): string | undefined {
  if (names.length < min || names.some((n) => !/^[a-z][a-z0-9]+$/.test(n))) return undefined;
  let prefix = names[0];
  for (const n of names) while (!n.startsWith(prefix)) prefix = prefix.slice(0, -1);
  // the prefix ends where the shortest name's own word begins ("sbcust" of sbcustid and sbcustname)
  if (names.some((n) => n.length - prefix.length < 2))
    prefix = prefix.slice(0, Math.max(0, Math.min(...names.map((n) => n.length)) - 2));
  return prefix.length >= 2 ? prefix : undefined;
}

const NAME_ENDINGS = [
  "datetime",
  "date",
  "time",
  "price",
  "code",
  "name",
  "type",
  "amount",
  "count",
  "status",
  "number",
  "volume",
  "shares",
  "rate",
  "symbol",
  "id",
];

/** Words of a name under a shared prefix: "sbtxcustid" → "cust id" (→ customer id), "sbcustjoindate" → "join date". */
export function unprefixedWords(name: string, prefix: string | undefined): string[] {
  if (!prefix || !name.startsWith(prefix)) return [];
  const rest = name.slice(prefix.length);
  const ending = NAME_ENDINGS.find((e) => rest.endsWith(e) && rest.length - e.length >= 3);
  return nameWords(ending ? `${rest.slice(0, -ending.length)}_${ending}` : rest);
}
