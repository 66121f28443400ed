// A person who signs in: by password, Google, or both.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import { id } from "./columns";

export class User extends Model<InferAttributes<User>, InferCreationAttributes<User>> {
  declare id: CreationOptional<string>;
  declare email: string;
  declare name: string;
  declare password_hash: string | null;
  declare google_sub: CreationOptional<string | null>;
  declare email_verified: CreationOptional<boolean>;
  declare verification_token_hash: CreationOptional<string | null>;
  declare verification_sent_at: CreationOptional<Date | null>;
  declare subscription_tier: CreationOptional<string>;
  declare niche: CreationOptional<string | null>;
  declare onboarded_at: CreationOptional<Date | null>;
  declare token_version: CreationOptional<number>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export function initUser(sequelize: Sequelize): void {
  User.init(
    {
      id,
      email: { type: DataTypes.TEXT, allowNull: false },
      name: { type: DataTypes.TEXT, allowNull: false },
      password_hash: DataTypes.TEXT,
      google_sub: DataTypes.TEXT,
      email_verified: { type: DataTypes.BOOLEAN, defaultValue: false },
      verification_token_hash: DataTypes.TEXT,
      verification_sent_at: DataTypes.DATE,
      subscription_tier: { type: DataTypes.TEXT, defaultValue: "free" },
      niche: DataTypes.TEXT,
      onboarded_at: DataTypes.DATE,
      token_version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { sequelize, tableName: "users" },
  );
}
