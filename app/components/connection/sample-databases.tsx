// spec §2 sample database cards (icon, name, type, table count, description, category) with
// View Schema and Connect Now, and the schema modal.
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { api, errorMessage } from "~/browser/api-client";
import { connectionTypeLabel } from "~/connectors/dialects";
import type { ConnectionActionData } from "~/lib/page-actions";
import { formatNumber } from "~/lib/format";
import { SampleIcon } from "./sample-icon";

export interface SampleDatabase {
  id: string;
  name: string;
  type: string;
  tableCount: number;
  description: string;
  category: string;
  icon: string;
  iconName?: string;
}

interface SampleSchema extends SampleDatabase {
  tables: { name: string; schema: string; rowCount: number; columnCount: number; description: string }[];
}

const CATEGORY_COLOURS: Record<string, string> = {
  "E-commerce": "blue",
  "Media & Entertainment": "grape",
  Logistics: "orange",
};
export const categoryColour = (category: string) => CATEGORY_COLOURS[category] ?? "gray";

export function SampleDatabases(props: {
  samples: SampleDatabase[] | null;
  loadError: boolean;
  onRetry: () => void;
  actionData?: ConnectionActionData | null;
  canConnect: boolean;
}) {
  const [schemaOf, setSchemaOf] = useState<SampleDatabase | null>(null);
  const [schemaOpened, setSchemaOpened] = useState(false);
  if (props.loadError || !props.samples) {
    return (
      <Alert color="red" role="alert" title="Failed to load sample databases">
        <Button size="xs" variant="light" color="red" onClick={props.onRetry} mt="xs">
          Try Again
        </Button>
      </Alert>
    );
  }
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
        {props.samples.map((sample) => (
          <SampleCard
            key={sample.id}
            sample={sample}
            onViewSchema={() => (setSchemaOf(sample), setSchemaOpened(true))}
            actionData={props.actionData}
            canConnect={props.canConnect}
          />
        ))}
      </SimpleGrid>
      <SchemaModal sample={schemaOf} opened={schemaOpened} onClose={() => setSchemaOpened(false)} />
    </>
  );
}

function SampleCard({
  sample,
  onViewSchema,
  actionData,
  canConnect,
}: {
  sample: SampleDatabase;
  onViewSchema: () => void;
  actionData?: ConnectionActionData | null;
  canConnect: boolean;
}) {
  const fetcher = useFetcher<ConnectionActionData>({ key: `sample-${sample.id}` });
  const answer =
    fetcher.data ?? (actionData?.intent === "connectSample" && actionData.sampleId === sample.id ? actionData : null);
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-labelledby={`sample-${sample.id}`}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <SampleIcon name={sample.iconName} color={categoryColour(sample.category)} />
          <Badge color={categoryColour(sample.category)} variant="light">
            {sample.category}
          </Badge>
        </Group>
        <Text fw={700} id={`sample-${sample.id}`}>
          {sample.name}
        </Text>
        <Group gap="xs">
          <Badge variant="outline" color="gray" size="sm">
            {connectionTypeLabel(sample.type)}
          </Badge>
          <Text size="xs" c="dimmed">
            {sample.tableCount} tables
          </Text>
        </Group>
        <Text size="sm" c="dimmed" flex={1}>
          {sample.description}
        </Text>
        {answer?.formError && (
          <Alert color="red" role="alert" p="xs">
            {answer.formError}
          </Alert>
        )}
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="connectSample" />
          <input type="hidden" name="sampleId" value={sample.id} />
          <Group grow gap="xs">
            <Button variant="default" size="sm" px="xs" onClick={onViewSchema} type="button">
              View Schema
            </Button>
            <Button
              type="submit"
              size="sm"
              px="xs"
              loading={fetcher.state !== "idle"}
              disabled={!canConnect}
              aria-label={`Connect Now: ${sample.name}`}
            >
              Connect Now
            </Button>
          </Group>
        </fetcher.Form>
      </Stack>
    </Card>
  );
}

function SchemaModal({
  sample,
  opened,
  onClose,
}: {
  sample: SampleDatabase | null;
  opened: boolean;
  onClose: () => void;
}) {
  const [schema, setSchema] = useState<SampleSchema | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async (id: string) => {
    setSchema(null);
    setError(null);
    try {
      setSchema(await api.get<SampleSchema>(`/database/samples/${id}`));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }, []);
  useEffect(() => {
    if (sample && opened) void load(sample.id);
  }, [sample, opened, load]);

  return (
    <Modal opened={opened} onClose={onClose} title={sample ? `${sample.name} schema` : "Schema"} size="xl" centered>
      {error ? (
        <Alert color="red" role="alert" title="Failed to load schema">
          <Text size="sm">{error}</Text>
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => sample && load(sample.id)}>
            Try Again
          </Button>
        </Alert>
      ) : !schema ? (
        <Center py="xl">
          <Loader aria-label="Loading schema" />
        </Center>
      ) : (
        <div className="ad-table-wrap">
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Table</Table.Th>
                <Table.Th>Schema</Table.Th>
                <Table.Th ta="right">Rows</Table.Th>
                <Table.Th ta="right">Columns</Table.Th>
                <Table.Th>Description</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {schema.tables.map((table) => (
                <Table.Tr key={table.name}>
                  <Table.Td fw={600}>{table.name}</Table.Td>
                  <Table.Td>{table.schema}</Table.Td>
                  <Table.Td ta="right">{formatNumber(table.rowCount)}</Table.Td>
                  <Table.Td ta="right">{table.columnCount}</Table.Td>
                  <Table.Td>{table.description}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Modal>
  );
}
