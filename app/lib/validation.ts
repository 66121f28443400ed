// Validation rules and texts of spec §5 shared by the forms and the server.
import { z } from "zod";

export const PASSWORD_RULE_MESSAGE =
  "Password must be at least 8 characters with uppercase, lowercase, numbers and special characters";

export const passwordSchema = z
  .string()
  .min(8, PASSWORD_RULE_MESSAGE)
  .max(200, "Password is too long")
  .refine((value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value), PASSWORD_RULE_MESSAGE);

export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .email("Please enter a valid email address")
  .transform((value) => value.toLowerCase());

export const nameSchema = z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(100, "Name is too long");

export const projectInputSchema = z.object({
  name: z.string({ error: "Project name is required" }).trim().min(1, "Project name is required").max(100, "Project name is too long"),
  description: z.string().trim().max(1000).optional().nullable(),
  is_public: z.coerce.boolean().optional(),
});
