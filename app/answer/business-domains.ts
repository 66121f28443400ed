// Business domains told by the vocabulary of a schema's names: a dashboard's title and what its breakdowns lead with.
import type { SchemaCatalog } from "~/lib/catalog";
import { singular } from "./naming";
import { nameWords } from "./values";

const DOMAINS = [
  {
    id: "ecommerce",
    name: "E-commerce",
    words: ["order", "product", "cart", "checkout", "sku", "review", "category", "shop", "store", "basket"],
  },
  {
    id: "media",
    name: "Media & Entertainment",
    words: ["track", "album", "artist", "genre", "playlist", "movie", "film", "episode", "song", "media", "stream"],
  },
  {
    id: "saas",
    name: "SaaS",
    words: ["subscription", "plan", "mrr", "arr", "churn", "trial", "usage", "seat", "tenant", "feature", "ticket"],
  },
  {
    id: "finance",
    name: "Finance",
    words: [
      "transaction",
      "loan",
      "ledger",
      "balance",
      "interest",
      "deposit",
      "withdrawal",
      "portfolio",
      "trade",
      "budget",
      "expense",
    ],
  },
  {
    id: "healthcare",
    name: "Healthcare",
    words: ["patient", "doctor", "appointment", "diagnosis", "prescription", "hospital", "treatment", "clinic"],
  },
  {
    id: "hr",
    name: "Human Resources",
    words: ["employee", "department", "salary", "payroll", "hire", "leave", "position"],
  },
  {
    id: "education",
    name: "Education",
    words: ["student", "course", "enrollment", "grade", "teacher", "lesson", "school"],
  },
  {
    id: "logistics",
    name: "Logistics",
    words: [
      "warehouse",
      "inventory",
      "delivery",
      "carrier",
      "route",
      "vehicle",
      "stock",
      "shipment",
      "freight",
      "pallet",
      "driver",
      "dispatcher",
    ],
  },
  { id: "marketing", name: "Marketing", words: ["campaign", "lead", "click", "impression", "conversion", "ad"] },
] as const;

export const GENERAL_DOMAIN = { id: "general", name: "General Business" } as const;

/** The domain whose vocabulary the table (×3) and column (×1) names use most. */
export function detectDomain(catalog: SchemaCatalog): { id: string; name: string } {
  const score = (words: readonly string[]) => {
    const vocabulary = new Set(words);
    const hits = (name: string) => nameWords(name).filter((word) => vocabulary.has(singular(word))).length;
    return catalog.tables.reduce(
      (sum, t) => sum + 3 * hits(t.name) + t.columns.reduce((s, c) => s + hits(c.name), 0),
      0,
    );
  };
  const ranked = DOMAINS.map((domain) => ({ domain, score: score(domain.words) })).sort((a, b) => b.score - a.score);
  return ranked[0] && ranked[0].score >= 3
    ? { id: ranked[0].domain.id, name: ranked[0].domain.name }
    : { ...GENERAL_DOMAIN };
}

/** The words of a domain ("genre", "album" for Media & Entertainment); none for the general one. */
export function domainVocabulary(domainId: string): ReadonlySet<string> {
  return new Set<string>(DOMAINS.find((domain) => domain.id === domainId)?.words ?? []);
}
