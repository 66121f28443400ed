// Four starter questions for a connection (spec §2 chips), drawn from its model (app/answer/starter-questions.ts):
// each is one the engine reads confidently and that returns rows here, and none was asked on it already (issue 36).
import { LRUCache } from "lru-cache";
import { Op } from "sequelize";
import { ChatMessage, type Connection } from "~db/models";
import { starterQuestions, unasked } from "~/answer/starter-questions";
import { translate } from "~/engine";
import type { SchemaCatalog } from "~/lib/catalog";
import { DEFAULT_SUGGESTIONS, INSIGHT_RULES, SUGGESTION_COUNTS } from "~/lib/limits";
import { catalogKey } from "./connection-catalogs.server";
import { getEngineCatalog } from "./definitions.server";
import { runSql } from "./queries.server";

// Per connection and catalog version, for ten minutes, whether each question answers with rows: checked once, so a
// chip that replaces an asked one costs at most one more query. Bounded so retired versions cannot pile up.
const cache = new LRUCache<string, Map<string, boolean>>({ max: 500, ttl: 10 * 60_000 });

/** Questions asked on a connection lately, newest first, however they were answered. */
const ASKED_LIMIT = 200;

/** Suggestions are worked out again on next use (the connection's tables changed). */
export function forgetSuggestions(connection: Connection): void {
  cache.delete(catalogKey(connection));
}

async function askedOn(connection: Connection): Promise<string[]> {
  const messages = await ChatMessage.findAll({
    attributes: ["natural_language"],
    where: { project_id: connection.project_id, connection_id: connection.id, natural_language: { [Op.ne]: "" } },
    order: [["created_at", "DESC"]],
    limit: ASKED_LIMIT,
  });
  return messages.map((message) => message.natural_language);
}

async function answersWithRows(connection: Connection, catalog: SchemaCatalog, question: string): Promise<boolean> {
  try {
    const translation = translate(question, { catalog, now: new Date() });
    if (translation.confidence < INSIGHT_RULES.rephraseBelowConfidence || translation.unplaced.length) return false;
    const result = await runSql(connection, translation.sql);
    return result.rowCount > 0;
  } catch {
    return false;
  }
}

export async function getSuggestions(connection: Connection): Promise<string[]> {
  const key = catalogKey(connection);
  const checked = cache.get(key) ?? new Map<string, boolean>();
  cache.set(key, checked);
  const suggestions: string[] = [];
  try {
    const [{ engineCatalog }, asked] = await Promise.all([getEngineCatalog(connection), askedOn(connection)]);
    const fresh = unasked(starterQuestions(engineCatalog), asked, Infinity);
    for (const question of fresh) {
      if (suggestions.length >= SUGGESTION_COUNTS.quickChips) break;
      if (!checked.has(question)) checked.set(question, await answersWithRows(connection, engineCatalog, question));
      if (checked.get(question)) suggestions.push(question);
    }
  } catch {
    // the catalog could not be read: the defaults of spec §8 below
  }
  return suggestions.length ? suggestions : [...DEFAULT_SUGGESTIONS];
}
