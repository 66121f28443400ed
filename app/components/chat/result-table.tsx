// The first rows of a result (spec §9: at most 10, then 'Showing first 10 of N rows').
import { Table, Text } from "@mantine/core";
import { formatCell, formatNumber } from "~/answer/format";
import { TABLE_PREVIEW_ROWS } from "~/lib/limits";
import type { VisualizationResult } from "../workspace/types";

export function ResultTable({ answer }: { answer: Pick<VisualizationResult, "columns" | "rows" | "rowCount"> }) {
  const columns = answer.columns.length ? answer.columns : Object.keys(answer.rows[0] ?? {}).map((name) => ({ name, label: name, kind: "text" as const }));
  const rows = answer.rows.slice(0, TABLE_PREVIEW_ROWS);
  const total = Math.max(answer.rowCount, answer.rows.length);
  if (!rows.length) {
    return (
      <Text size="sm" c="dimmed">
        No results found
      </Text>
    );
  }
  return (
    <>
      <div className="ad-table-wrap" data-testid="answer-table">
        <Table striped withTableBorder verticalSpacing={6} fz="sm">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.name} ta={column.kind === "integer" || column.kind === "decimal" ? "right" : undefined}>
                  {column.label || column.name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={index}>
                {columns.map((column) => (
                  <Table.Td key={column.name} ta={typeof row[column.name] === "number" || column.kind === "integer" || column.kind === "decimal" ? "right" : undefined}>
                    {formatCell(row[column.name], column.kind)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {total > TABLE_PREVIEW_ROWS && (
        <Text size="xs" c="dimmed" mt={4}>
          Showing first {TABLE_PREVIEW_ROWS} of {formatNumber(total)} rows
        </Text>
      )}
    </>
  );
}
