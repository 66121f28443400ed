// One table of the data model: its columns with types, keys and references, the part each plays for the question
// engine (label, measure, money total, date), sample values, and the measures the engine derives from them.
import { Badge, Group, Loader, Stack, Table, Text, Tooltip } from "@mantine/core";
import type { ModelColumn, ModelTable } from "~/lib/data-model";
import { classes } from "../common/classes";
import { formatNumber } from "~/lib/format";
import { KIND_COLORS, kindLabel } from "./column-types";
import { useTableSamples } from "./use-table-samples";

export function rowCountText(table: Pick<ModelTable, "rowCount" | "rowCountExact">): string {
  const rows = `${formatNumber(table.rowCount)} ${table.rowCount === 1 ? "row" : "rows"}`;
  return table.rowCountExact ? rows : `≈ ${rows} (estimate)`;
}

/** The badges in a table's header: what kind of thing its rows are to the engine. */
export function TableRoles({ table }: { table: ModelTable }) {
  const { engine } = table;
  return (
    <Group gap={6} wrap="wrap">
      {engine.view && (
        <Tooltip
          label={
            engine.view === "served"
              ? "Questions are answered from the tables this view reads, which can be filtered and added up at any grain"
              : "No table holds what this view speaks of: questions read it like a table"
          }
        >
          <Badge variant="outline" color="gray" size="sm" tt="none">
            {engine.view === "served" ? "View · answered from its tables" : "View"}
          </Badge>
        </Tooltip>
      )}
      {engine.readAs && (
        <Badge variant="light" color="gray" size="sm" tt="none">
          Read as “{engine.readAs}”
        </Badge>
      )}
      {engine.labelColumn && (
        <Badge variant="light" color="teal" size="sm" tt="none">
          Entity · named by {engine.labelColumn}
        </Badge>
      )}
      {engine.valueColumn && (
        <Badge variant="light" color="yellow" size="sm" tt="none">
          Row total: {engine.valueColumn}
        </Badge>
      )}
      {engine.derived.length > 0 && (
        <Badge variant="light" color="violet" size="sm" tt="none">
          {engine.derived.length} derived {engine.derived.length === 1 ? "measure" : "measures"}
        </Badge>
      )}
    </Group>
  );
}

// Badges truncate their label by default; in these cells the whole word matters more than the width.
const WHOLE = { label: { overflow: "visible" } };

function KeyBadges({ column, table }: { column: ModelColumn; table: ModelTable }) {
  return (
    <Group gap={4} wrap="wrap">
      {column.primaryKey && (
        <Tooltip
          label={
            table.primaryKeyInferred
              ? "No key is declared: the data showed this column unique and never empty"
              : "Declared primary key"
          }
        >
          <Badge
            size="xs"
            color="dark"
            variant={table.primaryKeyInferred ? "outline" : "filled"}
            tt="none"
            styles={WHOLE}
          >
            {table.primaryKeyInferred ? "Key (inferred)" : "Primary key"}
          </Badge>
        </Tooltip>
      )}
      {column.references && (
        <Badge
          size="xs"
          color="indigo"
          variant={column.references.inferred ? "outline" : "light"}
          tt="none"
          styles={WHOLE}
        >
          → {column.references.table}.{column.references.column}
          {column.references.inferred ? " (inferred)" : ""}
        </Badge>
      )}
    </Group>
  );
}

function RoleBadge({ column, table }: { column: ModelColumn; table: ModelTable }) {
  const { engine } = table;
  const badge = (color: string, text: string) => (
    <Badge size="xs" color={color} variant="light" tt="none" styles={WHOLE}>
      {text}
    </Badge>
  );
  if (engine.labelColumn === column.name) return badge("teal", "Names the rows");
  if (engine.valueColumn === column.name) return badge("yellow", "Row total");
  if (engine.measures.includes(column.name)) return badge("blue", "Measure");
  if (engine.numbersInText.includes(column.name)) {
    return (
      <Tooltip label="Text whose values are numbers: a question that needs a number reads the leading number">
        {badge("blue", "Number in text")}
      </Tooltip>
    );
  }
  if (engine.naturalDate === column.name) return badge("orange", "Main date");
  return null;
}

export function ModelTablePanel({
  connectionId,
  table,
  opened,
}: {
  connectionId: string;
  table: ModelTable;
  opened: boolean;
}) {
  const { samples, error, loading } = useTableSamples(connectionId, table.name, table.schema, opened);
  return (
    <Stack gap="xs">
      {table.description && (
        <Text size="sm" c="dimmed">
          {table.description}
        </Text>
      )}
      <div className={classes.tableWrap}>
        <Table striped withTableBorder verticalSpacing={6} aria-label={`Columns of ${table.name}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Column</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Keys</Table.Th>
              <Table.Th>Used as</Table.Th>
              <Table.Th>Sample values</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.columns.map((column) => (
              <Table.Tr key={column.name}>
                <Table.Td>
                  <Text size="sm" fw={600} ff="monospace">
                    {column.name}
                  </Text>
                  {column.label !== column.name && (
                    <Text size="xs" c="dimmed">
                      {column.label}
                    </Text>
                  )}
                  <ReadAs words={table.engine.columnsReadAs[column.name]} />
                </Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color={KIND_COLORS[column.kind]} tt="none">
                    {kindLabel(column.kind)}
                  </Badge>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {column.type}
                    {column.nullable ? "" : " · not null"}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  <KeyBadges column={column} table={table} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  <RoleBadge column={column} table={table} />
                </Table.Td>
                <Table.Td>
                  <SampleCell values={samples?.[column.name]} loading={loading && !samples} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {error && (
        <Text size="sm" c="red" role="alert">
          Sample values could not be read: {error}
        </Text>
      )}
      {table.engine.derived.length > 0 && (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            Derived measures
          </Text>
          {table.engine.derived.map((measure) => (
            <Text size="sm" key={measure.name}>
              <Text span ff="monospace" fw={600}>
                {measure.name}
              </Text>{" "}
              ({measure.label}) ={" "}
              <Text span ff="monospace">
                {measure.formula}
              </Text>
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** How the engine reads a name written together or abbreviated: what a question may call it. */
function ReadAs({ words }: { words?: string }) {
  if (!words) return null;
  return (
    <Tooltip label="The words a question may use for this column">
      <Text size="xs" c="dimmed" fs="italic" data-testid="column-read-as">
        read as “{words}”
      </Text>
    </Tooltip>
  );
}

function SampleCell({ values, loading }: { values?: string[]; loading: boolean }) {
  if (loading) return <Loader size="xs" aria-label="Loading sample values" />;
  if (!values) return null;
  if (!values.length)
    return (
      <Text size="xs" c="dimmed">
        empty in the first rows
      </Text>
    );
  return (
    <Group gap={4} wrap="wrap">
      {values.map((value) => (
        <Badge key={value} size="sm" variant="default" tt="none" fw={400} maw={220}>
          {value}
        </Badge>
      ))}
    </Group>
  );
}
