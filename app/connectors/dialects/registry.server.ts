// What each dialect does on a server, by id: one line per folder, as in index.ts (ADR 059). Kept apart from the
// pure registry so that the browser never loads a driver; the type makes a dialect without its line fail to compile.
import type { Dialect } from "~/lib/catalog";
import type { ConnectorDialect } from "../types";
import { mysqlConnector } from "./mysql/connector.server";
import { postgresqlConnector } from "./postgresql/connector.server";

const CONNECTORS: { [D in Dialect]: ConnectorDialect<unknown> } = {
  postgresql: postgresqlConnector,
  mysql: mysqlConnector,
};

export function connectorDialect(dialect: Dialect): ConnectorDialect<unknown> {
  return CONNECTORS[dialect];
}
