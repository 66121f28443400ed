// The warning for a login that can do more than read, with the SQL for a read-only one (connection test, list).
import { Alert, List } from "@mantine/core";
import type { PrivilegeWarning } from "~/lib/privileges";
import { SqlDisclosure } from "../common/sql-disclosure";

export function PrivilegeAlert({ warnings }: { warnings: PrivilegeWarning[] | undefined }) {
  if (!warnings?.length) return null;
  return (
    <Alert color="yellow" variant="light" title="This login can do more than read" data-testid="privilege-warning">
      <List size="sm" spacing={2} mb="xs">
        {warnings.map((warning) => (
          <List.Item key={warning.risk}>{warning.message}</List.Item>
        ))}
      </List>
      <SqlDisclosure
        sql={warnings[0].readOnlySql}
        copyLabel="Copy read-only user SQL"
        testId="read-only-user-sql"
        color="yellow"
      />
    </Alert>
  );
}
