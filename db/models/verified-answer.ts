// A question and the SQL a person marked as its correct answer on one connection (issue 18).
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import { id } from "./columns";

export class VerifiedAnswer extends Model<InferAttributes<VerifiedAnswer>, InferCreationAttributes<VerifiedAnswer>> {
  declare id: CreationOptional<string>;
  declare project_id: string;
  declare connection_id: string;
  declare question: string;
  /** The question as matched: lower case, words only (see verified-answers.server.ts). */
  declare normalized_question: string;
  declare sql: string;
  declare created_by: string | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export function initVerifiedAnswer(sequelize: Sequelize): void {
  VerifiedAnswer.init(
    {
      id,
      project_id: { type: DataTypes.UUID, allowNull: false },
      connection_id: { type: DataTypes.UUID, allowNull: false },
      question: { type: DataTypes.TEXT, allowNull: false },
      normalized_question: { type: DataTypes.TEXT, allowNull: false },
      sql: { type: DataTypes.TEXT, allowNull: false },
      created_by: DataTypes.UUID,
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { sequelize, tableName: "verified_answers" },
  );
}
