// The engine's suggestions for a connection's definitions (ADR 030): what it derived from the schema, each accepted
// with a plain form post and checked like a new definition.
import { Badge, Button, Table, Text } from "@mantine/core";
import { Form } from "@remix-run/react";
import type { DefinitionActionData, DefinitionsData } from "~/lib/definition-forms";
import { suggestionKey } from "~/lib/definition-forms";
import type { DefinitionInput } from "~/lib/definitions";
import { DefinitionTarget } from "./definition-target";
import { KIND_INFO } from "./kinds";
import { ListSection } from "./list-section";

export function Suggestions({ data, actionData }: { data: DefinitionsData; actionData: DefinitionActionData | null }) {
  if (!data.suggested.length) return null;
  return (
    <ListSection
      id="suggested-heading"
      title="Suggested"
      hint="What Askdata derived from the schema on its own. Accepting one makes it your definition, to edit like the others."
      label="Suggested definitions"
      columns={["Kind", "Definition", "Why"]}
      actions={data.canEdit}
    >
      {data.suggested.map((s) => (
        <Table.Tr key={suggestionKey(s)} data-testid="suggestion-row" data-name={s.name}>
          <Table.Td fw={600}>{s.name}</Table.Td>
          <Table.Td>
            <Badge variant="light">{KIND_INFO[s.kind].one}</Badge>
          </Table.Td>
          <Table.Td>
            <DefinitionTarget definition={s} />
          </Table.Td>
          <Table.Td>
            <Text size="sm">{s.description}</Text>
            {actionData?.target === suggestionKey(s) && (
              <Text size="sm" c="red" role="alert">
                {Object.values(actionData.fieldErrors ?? {})[0] ?? actionData.formError}
              </Text>
            )}
          </Table.Td>
          {data.canEdit && (
            <Table.Td>
              <AcceptForm suggestion={s} />
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </ListSection>
  );
}

/** The suggestion travels as the JSON the page was given, and is checked like any new definition. */
function AcceptForm({ suggestion }: { suggestion: DefinitionInput }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="accept" />
      <input type="hidden" name="key" value={suggestionKey(suggestion)} />
      <input type="hidden" name="definition" value={JSON.stringify(suggestion)} />
      <Button type="submit" size="compact-sm" variant="light" aria-label={`Accept ${suggestion.name}`}>
        Accept
      </Button>
    </Form>
  );
}
