// One definition of a connection's data (issue 18): a metric, segment, term, or the name of a table, column or
// relationship. Which columns apply depends on `kind` (app/lib/definitions.ts is the contract).
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import type { DefinitionKind } from "~/lib/definitions";

export class Definition extends Model<InferAttributes<Definition>, InferCreationAttributes<Definition>> {
  declare id: CreationOptional<string>;
  declare project_id: string;
  declare connection_id: string;
  declare kind: DefinitionKind;
  declare name: string;
  declare synonyms: CreationOptional<string[]>;
  declare description: string | null;
  declare table_name: string | null;
  declare column_name: string | null;
  declare sql: string | null;
  declare time_column: string | null;
  declare hidden: CreationOptional<boolean>;
  declare ref_table: string | null;
  declare ref_column: string | null;
  /** How a column's or metric's values read ("currency:EUR", "percentage"; ADR 048); null: inferred. */
  declare format: CreationOptional<string | null>;
  declare created_by: string | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export function initDefinition(sequelize: Sequelize): void {
  Definition.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      project_id: { type: DataTypes.UUID, allowNull: false },
      connection_id: { type: DataTypes.UUID, allowNull: false },
      kind: { type: DataTypes.TEXT, allowNull: false },
      name: { type: DataTypes.TEXT, allowNull: false },
      synonyms: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
      description: DataTypes.TEXT,
      table_name: DataTypes.TEXT,
      column_name: DataTypes.TEXT,
      sql: DataTypes.TEXT,
      time_column: DataTypes.TEXT,
      hidden: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      ref_table: DataTypes.TEXT,
      ref_column: DataTypes.TEXT,
      format: DataTypes.TEXT,
      created_by: DataTypes.UUID,
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { sequelize, tableName: "definitions" },
  );
}
