// The table a list of definitions or suggestions is drawn in: a title, a hint, the name and three columns.
import { Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { classes } from "../common/classes";

/** A titled table of definitions or suggestions: name, three columns, and a last one for actions when allowed. */
export function ListSection(props: {
  id: string;
  title: ReactNode;
  hint: string;
  label: string;
  columns: [string, string, string];
  actions: boolean;
  children: ReactNode;
}) {
  const [second, third, fourth] = props.columns;
  return (
    <section aria-labelledby={props.id}>
      <Title order={4} id={props.id} mb={4}>
        {props.title}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {props.hint}
      </Text>
      <div className={classes.tableWrap}>
        <Table withTableBorder verticalSpacing={6} aria-label={props.label} layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="17%">Name</Table.Th>
              <Table.Th w="15%">{second}</Table.Th>
              <Table.Th>{third}</Table.Th>
              <Table.Th w="22%">{fourth}</Table.Th>
              {props.actions && <Table.Th w={190} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{props.children}</Table.Tbody>
        </Table>
      </div>
    </section>
  );
}
