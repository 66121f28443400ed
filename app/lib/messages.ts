// Texts of spec §5 shared by forms (browser) and the server; kept free of zod so the browser bundle stays small.
export const PASSWORD_RULE_MESSAGE =
  "Password must be at least 8 characters with uppercase, lowercase, numbers and special characters";

// spec §5 "Connect page": the same texts on the form and on the server.
export const CONNECTION_MESSAGES = {
  name: "Connection name is required",
  host: "Host is required",
  port: "Port is required",
  portNumber: "Port must be a valid number",
  database: "Database name is required",
  username: "Username is required",
  password: "Password is required",
} as const;

/** A password field left as the mask keeps the stored password (editing without re-typing it). */
export const PASSWORD_MASK = "********";

// spec §9: CSV files up to 50 MB; the browser checks before sending, the server while reading.
export const CSV_TOO_LARGE_MESSAGE = "The CSV file is larger than 50 MB";
export const SHARE_PASSWORD_SHORT_MESSAGE = "The password needs at least 8 characters";
