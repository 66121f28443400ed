// A result as a table people can read (issue 16): every row the answer carries, ten to a page, sortable by any
// column, numbers formatted and right-aligned. Built on mantine-datatable (ADR 023).
import { Text } from "@mantine/core";
import { DataTable, type DataTableSortStatus } from "mantine-datatable";
import { useMemo, useState } from "react";
import { sortRows } from "~/answer/format";
import { inferSemantics, type SemanticType } from "~/answer/semantic";
import { formatValue } from "~/answer/semantic-format";
import { useLocale } from "../common/use-locale";
import { TABLE_PREVIEW_ROWS } from "~/lib/limits";
import type { VisualizationResult } from "../workspace/types";

type Row = Record<string, unknown> & { __row: number };

const NUMBER_TYPES = new Set(["currency", "percentage", "count", "duration", "number"]);
const numeric = (kind?: string, semantic?: SemanticType) =>
  semantic ? NUMBER_TYPES.has(semantic.type) : kind === "integer" || kind === "decimal";

/** `pageSize`: rows to a page when the answer is itself one page of a longer list (a drill's rows, ADR 057). */
export function ResultTable({
  answer,
  pageSize = TABLE_PREVIEW_ROWS,
}: {
  answer: Pick<VisualizationResult, "columns" | "rows" | "rowCount">;
  pageSize?: number;
}) {
  const locale = useLocale();
  const given = answer.columns.length
    ? answer.columns
    : Object.keys(answer.rows[0] ?? {}).map((name) => ({ name, label: name, kind: "text" as const }));
  // answers saved before formats (ADR 048) are read from their names and values
  const columns = useMemo(() => {
    const inferred = given.some((column) => !("semantic" in column && column.semantic))
      ? inferSemantics({ columns: given, rows: answer.rows })
      : {};
    return given.map((column) => ({
      ...column,
      semantic: ("semantic" in column && column.semantic) || inferred[column.name],
    }));
  }, [given, answer.rows]);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<DataTableSortStatus<Row> | undefined>();
  const records = useMemo(() => {
    const rows = answer.rows.map((row, index) => ({ ...row, __row: index }));
    if (!sort) return rows;
    const kind = columns.find((column) => column.name === sort.columnAccessor)?.kind;
    return sortRows(rows, String(sort.columnAccessor), sort.direction, kind);
  }, [answer.rows, columns, sort]);
  if (!records.length) {
    return (
      <Text size="sm" c="dimmed">
        No results found
      </Text>
    );
  }
  const paged = records.length > pageSize;
  const shown = records.slice((page - 1) * pageSize, page * pageSize);
  const sorting = {
    sortStatus: sort ?? { columnAccessor: "", direction: "asc" as const },
    onSortStatusChange: (next: DataTableSortStatus<Row>) => {
      setSort(next);
      setPage(1);
    },
  };
  const paging = paged
    ? {
        page,
        onPageChange: setPage,
        totalRecords: records.length,
        recordsPerPage: pageSize,
        paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
          `Rows ${from}–${to} of ${totalRecords}`,
        paginationSize: "xs" as const,
      }
    : {};
  return (
    <div data-testid="answer-table">
      <DataTable<Row>
        withTableBorder
        borderRadius="sm"
        striped
        fz="sm"
        verticalSpacing={6}
        idAccessor="__row"
        records={shown}
        columns={columns.map((column) => ({
          accessor: column.name,
          title: column.label || column.name,
          sortable: true,
          textAlign: numeric(column.kind, column.semantic) ? ("right" as const) : undefined,
          render: (row: Row) => formatValue(row[column.name], column.semantic, locale),
        }))}
        {...sorting}
        {...paging}
      />
    </div>
  );
}
