// Attribute and option shapes several models share.
import { DataTypes } from "sequelize";

export const id = { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 };

/** Tables with created_at only (append-only rows). */
export const createdOnly = { timestamps: true, updatedAt: false } as const;
