// A refresh token, stored hashed, in a family that is revoked whole when one is reused.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import { id, createdOnly } from "./columns";

export class RefreshToken extends Model<InferAttributes<RefreshToken>, InferCreationAttributes<RefreshToken>> {
  declare id: CreationOptional<string>;
  declare user_id: string;
  declare family_id: string;
  declare token_hash: string;
  declare expires_at: Date;
  declare revoked_at: CreationOptional<Date | null>;
  declare replaced_by: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
}

export function initRefreshToken(sequelize: Sequelize): void {
  RefreshToken.init(
    {
      id,
      user_id: { type: DataTypes.UUID, allowNull: false },
      family_id: { type: DataTypes.UUID, allowNull: false },
      token_hash: { type: DataTypes.TEXT, allowNull: false },
      expires_at: { type: DataTypes.DATE, allowNull: false },
      revoked_at: DataTypes.DATE,
      replaced_by: DataTypes.UUID,
      created_at: DataTypes.DATE,
    },
    { sequelize, tableName: "refresh_tokens", ...createdOnly },
  );
}
