// Values a column's codes stand for: documented in its comment ("D = delivered") or ISO country codes.
import type { CatalogColumn } from "~/lib/catalog";

/** What a column's codes mean, where its comment or the codes themselves (ISO countries) say. */
export function codeMeanings(column: CatalogColumn): { code: string; meaning: string }[] {
  return [...documentedCodes(column), ...countryCodes(column)];
}

/**
 * Codes a column comment explains ("Status: D = delivered, T = in transit"): each meaning links to its code, when the
 * code is one of the column's sampled values or the comment explains every sampled value.
 */
function documentedCodes(column: CatalogColumn): { code: string; meaning: string }[] {
  const sampled = new Set(column.sampleValues ?? []);
  if (!column.description || !sampled.size) return [];
  const pairs = [...column.description.matchAll(/(?:^|[,;:(]\s*)([A-Za-z0-9_-]{1,8})\s*=\s*([^,;=()]+)/g)];
  const codes = pairs
    .map((m) => ({ code: m[1], meaning: m[2].trim() }))
    .filter((p) => p.meaning && p.meaning.split(/\s+/).length <= 6);
  // a comment that documents every value seen documents the column: its other codes are values no row holds yet
  const documented = [...sampled].every((v) => codes.some((p) => p.code === v));
  return codes.filter((p) => documented || sampled.has(p.code));
}

const REGION_NAMES = new Intl.DisplayNames(["en"], { type: "region" });
/** Everyday names the region list does not give. */
const COUNTRY_ALIASES: Record<string, string[]> = {
  GB: ["UK", "Britain", "Great Britain"],
  US: ["USA", "America"],
  NL: ["Holland"],
  CZ: ["Czech Republic"],
};

/** A column of ISO two-letter country codes ("DE", "FR"): "Germany" is the code DE. */
export function countryCodes(column: CatalogColumn): { code: string; meaning: string }[] {
  const sampled = (column.sampleValues ?? []).filter((v): v is string => typeof v === "string");
  // an unknown code comes back as itself ("XX") or as "Unknown Region" ("ZZ")
  const names = sampled.map((code) => (/^[A-Z]{2}$/.test(code) ? REGION_NAMES.of(code) : undefined));
  if (sampled.length < 2 || names.some((name, i) => !name || name === sampled[i] || /unknown/i.test(name))) return [];
  return sampled.flatMap((code, i) =>
    [names[i]!, ...(COUNTRY_ALIASES[code] ?? [])].map((meaning) => ({ code, meaning })),
  );
}
