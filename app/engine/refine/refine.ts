// The semantic passes over a parsed question, in order: sum discounts as amounts, name entities, rank an entity by its revenue or count the rows
// that refer to it, reporting lines, units sold, conditions on aggregates, average per entity, read revenue at its
// grain, nest conditions of absent rows, compare named groups, convert units. Each reads the IR and the model only.
import { showNaturalKeys } from "./natural-keys";
import { bothSides, compareGroups, fractionOf, ratioOfValues, sortedList } from "./group-comparisons";
import type { QueryIR } from "../ir";
import type { SchemaIndex, TableInfo } from "../model/schema-index";
import type { Token } from "../understanding/tokens";
import { nestRelatedConditions } from "./absence";
import { sumCountColumns } from "./counted-columns";
import { countJoinedEntities } from "./counted-entities";
import {
  countReferencingRows,
  localizeNaturalKeys,
  mentionedTables,
  nameReferencedEntities,
  rankByRevenue,
} from "./entities";
import { AVERAGE_WORDS, averageOfAggregates, centreOnMeasure, preferParentTotal } from "./grain";
import { AGGREGATE_WORDS, havingOnAggregates } from "./having";
import { sumDiscountAmounts } from "./rates";
import { convertUnits } from "./units";
import { countSoldUnits } from "./units-sold";
import { alongReportingLines } from "./reporting-lines";

/**
 * The refined query and the question's tokens the passes understood (they count as linked for confidence).
 * `entities`: tables the question names that the parse left unused ("… does a member take out, on average").
 */
export function refineOverModel(
  parsed: QueryIR,
  index: SchemaIndex,
  tokens: Token[],
  entities: TableInfo[] = [],
): { ir: QueryIR; used: number[] } {
  const words = tokens.map((t) => t.norm);
  const mentioned = mentionedTables(index, tokens, entities);
  const ranked = rankByRevenue(
    sumCountColumns(
      localizeNaturalKeys(nameReferencedEntities(sumDiscountAmounts(parsed, index), index, words), index),
      index,
      tokens,
    ),
    index,
    tokens,
    mentioned,
  );
  const referred = countReferencingRows(ranked, index, tokens, mentioned);
  const lines = alongReportingLines(referred.ir, index, tokens);
  const sold = countSoldUnits(lines.ir, index, tokens);
  let ir = sold.ir;
  const aggregated = havingOnAggregates(ir, index, words);
  const used = [
    ...lines.used,
    ...sold.used,
    ...referred.used,
    ...(aggregated !== ir ? tokens.filter((t) => AGGREGATE_WORDS.has(t.norm)).map((t) => t.index) : []),
  ];
  ir = aggregated;
  const averaged = averageOfAggregates(ir, index, words, entities);
  if (averaged.averaged && !ir.averaged)
    used.push(
      ...tokens
        .filter((t) => AVERAGE_WORDS.has(t.norm) || t.norm === "on" || entities.some((e) => e.words.includes(t.stem)))
        .map((t) => t.index),
    );
  ir = nestRelatedConditions(
    countJoinedEntities(preferParentTotal(centreOnMeasure(averaged, index), index), index),
    index,
    words,
  );
  ir = sortedList(bothSides(fractionOf(ratioOfValues(compareGroups(ir, words), words), words), words), words);
  const converted = convertUnits(showNaturalKeys(ir, index), index, tokens);
  return { ir: converted.ir, used: [...used, ...converted.used] };
}
