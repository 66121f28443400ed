// Validation rules and texts of spec §5 shared by the forms and the server.
import { z } from "zod";
import { AppError } from "./errors";
import { CONNECTION_MESSAGES, PASSWORD_RULE_MESSAGE } from "./messages";

export { CONNECTION_MESSAGES, PASSWORD_MASK, PASSWORD_RULE_MESSAGE } from "./messages";

export const passwordSchema = z
  .string()
  .min(8, PASSWORD_RULE_MESSAGE)
  .max(200, "Password is too long")
  .refine(
    (value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value),
    PASSWORD_RULE_MESSAGE,
  );

export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .email("Please enter a valid email address")
  .transform((value) => value.toLowerCase());

export const nameSchema = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(100, "Name is too long");

export const projectInputSchema = z.object({
  name: z
    .string({ error: "Project name is required" })
    .trim()
    .min(1, "Project name is required")
    .max(100, "Project name is too long"),
  description: z.string().trim().max(1000).optional().nullable(),
  is_public: z.boolean({ error: "is_public must be true or false" }).optional(),
  /** ISO 4217 code money is written in (ADR 048). */
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, "Currency is a three-letter code such as USD")
    .optional(),
});

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const credentialsSchema = z.object({
  host: required(CONNECTION_MESSAGES.host),
  port: z.union([z.number(), z.string()], { error: CONNECTION_MESSAGES.port }).transform((value, ctx) => {
    const text = String(value).trim();
    if (!text) {
      ctx.addIssue({ code: "custom", message: CONNECTION_MESSAGES.port });
      return z.NEVER;
    }
    const port = Number(text);
    if (!Number.isInteger(port) || port <= 0 || port > 65535) {
      ctx.addIssue({ code: "custom", message: CONNECTION_MESSAGES.portNumber });
      return z.NEVER;
    }
    return port;
  }),
  database: required(CONNECTION_MESSAGES.database),
  username: required(CONNECTION_MESSAGES.username),
  password: z.string({ error: CONNECTION_MESSAGES.password }).min(1, CONNECTION_MESSAGES.password),
  ssl: z.coerce.boolean().optional().default(false),
});

export type CredentialsInput = z.infer<typeof credentialsSchema>;

export const connectionNameSchema = required(CONNECTION_MESSAGES.name).pipe(
  z.string().max(100, "Connection name is too long"),
);

export const NUL_MESSAGE = "Text must not contain NUL characters (\\u0000)";

/** How deep a request body may nest arrays and objects: far more than any form or API body needs. */
export const MAX_NESTING = 64;
export const NESTING_MESSAGE = `The request body nests arrays or objects more than ${MAX_NESTING} levels deep`;

interface Visit {
  value: unknown;
  path: string;
  depth: number;
  key?: string;
}

/**
 * The path ("body" for the top) of the first string or key holding a NUL character, or null.
 * Iterative, so no body can exhaust the stack (100,000 `[` did); nesting deeper than `maxDepth`
 * is refused as an INVALID_REQUEST.
 */
export function findNul(value: unknown, maxDepth = MAX_NESTING): string | null {
  const stack: Visit[] = [{ value, path: "", depth: 0 }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value: item, path, depth } = visit;
    if (visit.key?.includes("\u0000")) return path;
    if (typeof item === "string") {
      if (item.includes("\u0000")) return path || "body";
      continue;
    }
    if (!item || typeof item !== "object") continue;
    if (depth >= maxDepth) throw new AppError("INVALID_REQUEST", NESTING_MESSAGE, { maxDepth });
    const isArray = Array.isArray(item);
    const entries: Array<[string, unknown]> = isArray
      ? item.map((child, i) => [String(i), child])
      : Object.entries(item);
    // pushed last first, so they are visited in order and the first NUL found is the first in the body
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i];
      stack.push({
        value: child,
        path: path ? `${path}.${key}` : key,
        depth: depth + 1,
        key: isArray ? undefined : key,
      });
    }
  }
  return null;
}
