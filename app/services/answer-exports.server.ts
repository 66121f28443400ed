// What a chat answer's CSV download holds (ADR 048, 057): its SQL run again through runSql, so the guard, the
// read-only transaction and the row cap every result has (QUERY_MAX_ROWS) apply. A drill's rows answer shows one page
// of 50; its download is every row under the clicked value, up to that cap.
import type { VisualizationResult } from "~/answer/result";
import type { QueryIR } from "~/engine/ir";
import { compileQuery } from "~/engine/requery/period";
import { AppError } from "~/lib/errors";
import type { Connection } from "~db/models";
import { requireMessageResult } from "./chats.server";
import { getEngineCatalog } from "./definitions.server";
import { runSql } from "./queries.server";

/** The answer the caller may read, and its rows as a download gives them. */
export async function getAnswerExport(userId: string, messageId: string) {
  const { message, connection } = await requireMessageResult(userId, messageId);
  if (!message.generated_sql) throw new AppError("NOT_FOUND", "This message has no result");
  const answer = message.answer as VisualizationResult | null;
  const sql = (await everyDrillRow(answer, message.generated_sql, connection)) ?? message.generated_sql;
  return { message, answer, result: await runSql(connection, sql) };
}

/**
 * A drill's rows without their page: the engine's query, trusted while it still compiles to the SQL stored beside it
 * (as a drill trusts it), written again with no LIMIT or OFFSET. Undefined for any other answer.
 */
async function everyDrillRow(
  answer: VisualizationResult | null,
  sql: string,
  connection: Connection,
): Promise<string | undefined> {
  const ir = answer?.drill?.action === "rows" ? (answer.context?.ir as QueryIR | undefined) : undefined;
  if (!ir) return undefined;
  const { engineCatalog } = await getEngineCatalog(connection);
  try {
    if (compileQuery(ir, engineCatalog) !== sql) return undefined;
    const { limit: _limit, offset: _offset, ...unpaged } = ir;
    return compileQuery(unpaged, engineCatalog);
  } catch {
    return undefined;
  }
}
