import { describe, expect, it } from "vitest";
import type { Dialect } from "~/lib/catalog";
import { AppError } from "~/lib/errors";
import { HOSTILE_SQL } from "../../tests/fixtures/hostile-sql";
import { guardSql } from "./sql-guard";
import * as mysqlValid from "./dialects/mysql/valid-sql";
import * as postgresqlValid from "./dialects/postgresql/valid-sql";

const DIALECTS: Dialect[] = ["postgresql", "mysql"];

/** Hostile SQL that PostgreSQL's own parser cannot read either, so the server could not run it: refused as such. */
const UNPARSEABLE_BY_POSTGRES = new Set(["SELECT 1into stolen FROM users"]);

/** What the question engine and analysts write: every one must pass unchanged. */
const LEGIT_SQL: Record<Dialect, string[]> = {
  postgresql: [
    `SELECT date_trunc('month', "o"."created_at") AS "month", SUM("o"."total") AS "total" FROM "shop"."orders" AS "o" WHERE "o"."created_at" >= now() - interval '12 months' GROUP BY 1 ORDER BY 1`,
    `SELECT CAST(NULLIF(regexp_replace("Revenue", '[^0-9.-]', '', 'g'), '') AS numeric) AS "revenue" FROM "imports"."sales"`,
    `WITH t AS (SELECT "region", SUM("amount") AS "total" FROM "sales" GROUP BY 1) SELECT * FROM t ORDER BY "total" DESC LIMIT 10`,
    `SELECT COUNT(*) FILTER (WHERE "status" = 'paid') AS "paid", COUNT(*) AS "all" FROM "orders"`,
    `SELECT "id", ROW_NUMBER() OVER (ORDER BY "created_at" DESC) AS "rank" FROM "orders"`,
    `SELECT "value", LAG("value") OVER (ORDER BY "__row") AS "previous" FROM "imports"."series"`,
    `SELECT c.name, COUNT(o.id) AS orders FROM customers c LEFT JOIN orders o ON o.customer_id = c.id GROUP BY c.name HAVING COUNT(o.id) > 5 ORDER BY orders DESC`,
    `SELECT CASE WHEN total > 100 THEN 'large' WHEN total > 10 THEN 'medium' ELSE 'small' END AS size, COUNT(*) FROM orders GROUP BY 1`,
    `SELECT COALESCE(region, 'Unknown') AS region, ROUND(AVG(total)::numeric, 2) FROM orders GROUP BY 1`,
    `SELECT created_at::date AS day, SUM(total)::float8 FROM orders GROUP BY 1 ORDER BY 1 DESC NULLS LAST`,
    `SELECT EXTRACT(YEAR FROM created_at) AS year, EXTRACT(EPOCH FROM (shipped_at - created_at)) / 3600 AS hours FROM orders`,
    `SELECT * FROM customers WHERE email ILIKE '%@example.com' ORDER BY name LIMIT 50 OFFSET 100`,
    `SELECT "Order Date", "Customer Name" FROM "My Schema"."Sales Data" WHERE "Order Status" <> 'cancelled'`,
    `SELECT first_name || ' ' || last_name AS full_name, CONCAT(city, ', ', country) AS place FROM customers`,
    `SELECT * FROM events WHERE occurred_at >= CURRENT_DATE - INTERVAL '30 days' AND occurred_at < now() + interval '1 day'`,
    `SELECT region, total, SUM(total) OVER (PARTITION BY region ORDER BY month ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) FROM monthly`,
    `SELECT x, y FROM (VALUES (1, 'a'), (2, 'b')) AS v(x, y)`,
    `SELECT id FROM orders UNION ALL SELECT id FROM archived_orders`,
    `SELECT customer_id FROM orders INTERSECT SELECT id FROM customers`,
    `SELECT id FROM customers EXCEPT SELECT customer_id FROM orders`,
    `SELECT * FROM orders WHERE customer_id IN (SELECT id FROM customers WHERE country = 'DE')`,
    `SELECT * FROM orders o WHERE EXISTS (SELECT 1 FROM refunds r WHERE r.order_id = o.id)`,
    `SELECT DISTINCT ON (customer_id) customer_id, created_at FROM orders ORDER BY customer_id, created_at DESC`,
    `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY total) AS median FROM orders`,
    `SELECT string_agg(name, ', ' ORDER BY name) FROM products`,
    `SELECT to_char(date_trunc('week', created_at), 'YYYY-MM-DD') AS week, COUNT(*) FROM signups GROUP BY 1 ORDER BY 1`,
    `SELECT split_part(email, '@', 2) AS domain, COUNT(*) FROM users GROUP BY 1 ORDER BY 2 DESC`,
    `SELECT data->>'plan' AS plan, COUNT(*) FROM accounts GROUP BY 1`,
    `SELECT * FROM orders WHERE tags @> ARRAY['vip'] AND status = ANY(ARRAY['paid', 'shipped'])`,
    `SELECT a.id, l.total FROM accounts a LEFT JOIN LATERAL (SELECT total FROM invoices i WHERE i.account_id = a.id ORDER BY i.created_at DESC LIMIT 1) l ON true`,
    `WITH RECURSIVE days(d) AS (SELECT DATE '2024-01-01' UNION ALL SELECT d + 1 FROM days WHERE d < DATE '2024-01-31') SELECT d FROM days`,
    `SELECT width_bucket(total, 0, 1000, 10) AS bucket, COUNT(*) FROM orders GROUP BY 1 ORDER BY 1`,
    `SELECT region, DENSE_RANK() OVER (ORDER BY SUM(total) DESC) FROM orders GROUP BY region`,
    `SELECT name FROM products WHERE name ~* '^pro' AND sku !~ 'x$'`,
    `SELECT age(now(), birth_date) FROM people`,
    `SELECT "t"."Order Date"::date - "t"."Ship Date"::date AS "days" FROM "sales"."Orders" AS "t"`,
    `SELECT current_setting('TimeZone'), txid_current()`,
    `SELECT * FROM generate_series(1, 12) AS m`,
    `SELECT substring(sku FROM 1 FOR 3) AS family, COUNT(*) FROM products GROUP BY 1`,
    `SELECT * FROM orders ORDER BY created_at DESC FETCH FIRST 10 ROWS ONLY`,
    `SELECT * FROM orders WHERE shipped_at IS NOT DISTINCT FROM delivered_at`,
    `WITH recent AS MATERIALIZED (SELECT * FROM orders WHERE created_at > now() - interval '7 days') SELECT COUNT(*) FROM recent`,
    `SELECT total, cume_dist() OVER (ORDER BY total) FROM orders`,
    `-- top customers\nSELECT name FROM customers /* by revenue */ ORDER BY revenue DESC LIMIT 5;`,
    `SELECT 'It''s ; not -- a comment' AS note, E'tab\\tseparated' AS escaped, $$dollar ; quoted$$ AS d`,
    `SELECT "Umsatz €" FROM "Verkäufe" WHERE "Jahr" = 2024`,
    `SELECT\u00a0id FROM orders`,
    `(SELECT id FROM orders ORDER BY total DESC LIMIT 1) UNION (SELECT id FROM orders ORDER BY total LIMIT 1)`,
    `SELECT id, total FROM orders WHERE note = 'for update' AND comment = 'into'`,
    `SELECT "update", "delete" FROM "audit"`,
  ],
  mysql: [
    "SELECT DATE_FORMAT(`o`.`created_at`, '%Y-%m') AS `month`, SUM(`o`.`total`) AS `total` FROM `shop`.`orders` AS `o` WHERE `o`.`created_at` >= NOW() - INTERVAL 12 MONTH GROUP BY 1 ORDER BY 1",
    "SELECT CAST(NULLIF(REGEXP_REPLACE(`Revenue`, '[^0-9.-]', ''), '') AS DECIMAL(18,4)) AS `revenue` FROM `imports`.`sales`",
    "WITH t AS (SELECT `region`, SUM(`amount`) AS `total` FROM `sales` GROUP BY 1) SELECT * FROM t ORDER BY `total` DESC LIMIT 10",
    "SELECT SUM(CASE WHEN `status` = 'paid' THEN 1 ELSE 0 END) AS `paid`, COUNT(*) AS `all` FROM `orders`",
    "SELECT `id`, ROW_NUMBER() OVER (ORDER BY `created_at` DESC) AS `rank` FROM `orders`",
    "SELECT `value`, LAG(`value`) OVER (ORDER BY `__row`) AS `previous` FROM `imports`.`series`",
    "SELECT c.name, COUNT(o.id) AS orders FROM customers c LEFT JOIN orders o ON o.customer_id = c.id GROUP BY c.name HAVING COUNT(o.id) > 5 ORDER BY orders DESC",
    "SELECT CASE WHEN total > 100 THEN 'large' WHEN total > 10 THEN 'medium' ELSE 'small' END AS size, COUNT(*) FROM orders GROUP BY 1",
    "SELECT COALESCE(region, 'Unknown') AS region, IFNULL(city, '-') AS city, ROUND(AVG(total), 2) FROM orders GROUP BY 1, 2",
    "SELECT DATE(created_at) AS day, SUM(total) FROM orders GROUP BY DATE(created_at) ORDER BY day DESC",
    "SELECT EXTRACT(YEAR FROM created_at) AS year, YEAR(created_at), MONTH(created_at), QUARTER(created_at) FROM orders",
    "SELECT * FROM customers WHERE email LIKE '%@example.com' ORDER BY name LIMIT 50 OFFSET 100",
    "SELECT * FROM customers ORDER BY name LIMIT 100, 50",
    "SELECT `Order Date`, `Customer Name` FROM `My Schema`.`Sales Data` WHERE `Order Status` <> 'cancelled'",
    "SELECT CONCAT(first_name, ' ', last_name) AS full_name, CONCAT_WS(', ', city, country) AS place FROM customers",
    "SELECT * FROM events WHERE occurred_at >= DATE_SUB(CURDATE(), INTERVAL 30 DAY) AND occurred_at < NOW() + INTERVAL 1 DAY",
    "SELECT region, total, SUM(total) OVER (PARTITION BY region ORDER BY month ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) FROM monthly",
    "SELECT id FROM orders UNION ALL SELECT id FROM archived_orders",
    "SELECT id FROM orders UNION SELECT id FROM refunds",
    "SELECT * FROM orders WHERE customer_id IN (SELECT id FROM customers WHERE country = 'DE')",
    "SELECT * FROM orders o WHERE EXISTS (SELECT 1 FROM refunds r WHERE r.order_id = o.id)",
    "SELECT GROUP_CONCAT(name ORDER BY name SEPARATOR ', ') FROM products",
    "SELECT TIMESTAMPDIFF(DAY, created_at, shipped_at) AS days FROM orders",
    "SELECT STR_TO_DATE(raw_date, '%d/%m/%Y') AS parsed FROM imports",
    "SELECT SUBSTRING_INDEX(email, '@', -1) AS domain, COUNT(*) FROM users GROUP BY domain ORDER BY 2 DESC",
    "SELECT JSON_EXTRACT(data, '$.plan') AS plan, data->>'$.tier' AS tier FROM accounts",
    "SELECT region, SUM(total) FROM orders GROUP BY region WITH ROLLUP",
    "SELECT * FROM products WHERE name REGEXP '^pro' ORDER BY price IS NULL, price",
    "SELECT CAST(amount AS SIGNED), CAST(created_at AS DATE), CONVERT(code, CHAR) FROM payments",
    "SELECT NTILE(4) OVER (ORDER BY total) AS quartile, PERCENT_RANK() OVER (ORDER BY total) FROM orders",
    "SELECT * FROM (SELECT customer_id, MAX(created_at) AS last_order FROM orders GROUP BY customer_id) AS s WHERE last_order < '2024-01-01'",
    "WITH RECURSIVE seq AS (SELECT 1 AS n UNION ALL SELECT n + 1 FROM seq WHERE n < 12) SELECT n FROM seq",
    "SELECT IF(total > 0, 'positive', 'zero') AS sign, DATEDIFF(shipped_at, created_at) FROM orders",
    "SELECT UNIX_TIMESTAMP(created_at), FROM_UNIXTIME(epoch) FROM events",
    "SELECT CAST(REPLACE(REPLACE(`Revenue`, '$', ''), ',', '') AS DECIMAL(18,2)) FROM `imports`.`sales`",
    "SELECT d + INTERVAL 1 DAY, LAST_DAY(d), DAYNAME(d) FROM calendar",
    "SELECT FIRST_VALUE(total) OVER w, LAST_VALUE(total) OVER w FROM orders WINDOW w AS (PARTITION BY region ORDER BY created_at)",
    "SELECT 1 FROM dual",
    "SELECT SUBSTRING(sku FROM 1 FOR 3) AS family, COUNT(*) FROM products GROUP BY 1",
    "SELECT VARIANCE(total), STDDEV(total) FROM orders",
    "SELECT * FROM orders WHERE shipped_at <=> delivered_at",
    "-- top customers\nSELECT name FROM customers /* by revenue */ ORDER BY revenue DESC LIMIT 5;",
    "# revenue by month\nSELECT 1 - -1, 2--1\n",
    "SELECT 'It''s ; not -- a comment' AS note, \"double ; quoted\" AS d, 'C:\\\\temp' AS path",
    "SELECT `Umsatz €` FROM `Verkäufe` WHERE `Jahr` = 2024",
    "(SELECT id FROM orders ORDER BY total DESC LIMIT 1) UNION (SELECT id FROM orders ORDER BY total LIMIT 1)",
    "SELECT id, total FROM orders WHERE note = 'for update' AND comment = 'into'",
    "SELECT @@version, @@session.time_zone",
  ],
};

function refusal(sql: string, dialect: Dialect): AppError {
  try {
    guardSql(sql, dialect);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error(`guardSql accepted: ${sql}`);
}

describe.each(DIALECTS)("guardSql for %s", (dialect) => {
  it("has at least 60 distinct hostile statements and 40 legitimate queries", () => {
    expect(new Set(HOSTILE_SQL[dialect]).size).toBeGreaterThanOrEqual(60);
    expect(new Set(LEGIT_SQL[dialect]).size).toBeGreaterThanOrEqual(40);
  });

  it.each(HOSTILE_SQL[dialect])("refuses hostile SQL, naming what it refused: %s", (sql) => {
    const error = refusal(sql, dialect);
    expect(error.code).toBe("QUERY_EXECUTION_ERROR");
    const refused = String(error.details?.refused);
    if (dialect === "postgresql" && UNPARSEABLE_BY_POSTGRES.has(sql)) expect(refused).toContain("could not be parsed");
    else expect(refused).not.toContain("could not be parsed");
    expect(error.message).toContain(refused);
  });

  it.each(LEGIT_SQL[dialect])("accepts a legitimate query: %s", (sql) => {
    expect(() => guardSql(sql, dialect)).not.toThrow();
  });

  it.each({ postgresql: postgresqlValid, mysql: mysqlValid }[dialect].VALID_SQL)(
    "accepts a query that runs on the fixture: %s",
    (sql) => {
      expect(() => guardSql(sql, dialect)).not.toThrow();
    },
  );

  it("removes the trailing semicolon and comments", () => {
    expect(guardSql("SELECT 1 ; -- done\n", dialect).sql).toBe("SELECT 1");
    expect(guardSql("SELECT 1;;", dialect).sql).toBe("SELECT 1");
    expect(guardSql("/* why */ SELECT /* a */ 1;", dialect).sql).toBe("SELECT   1");
  });

  it("keeps string literals exactly as written", () => {
    const sql = "SELECT ';' AS a, '--' AS b, '/* x */' AS c";
    expect(guardSql(sql, dialect).sql).toBe(sql);
  });

  it("refuses what the parser cannot read as a single SELECT", () => {
    expect(refusal("SELECT FROM WHERE", dialect).message).toContain("could not be parsed as a single SELECT");
    expect(refusal("SELEC 1", dialect).message).toContain("could not be parsed as a single SELECT");
  });

  it("refuses pathological nesting within the parse budget", () => {
    // the budget is this thread's CPU time, so a busy machine's wall clock says nothing of it
    const started = process.threadCpuUsage();
    const error = refusal(`SELECT ${"(SELECT (".repeat(8)}1 +${"))".repeat(8)}`, dialect);
    const spent = process.threadCpuUsage(started);
    expect((spent.user + spent.system) / 1000).toBeLessThan(2_000);
    // PostgreSQL's parser is linear: it finds the syntax error at once; node-sql-parser needs its budget.
    expect(error.details?.refused).toBe(
      dialect === "postgresql" ? "SQL that could not be parsed as a single SELECT" : "SQL too complex to check",
    );
  });

  it("refuses SQL over the size limit", () => {
    expect(refusal(`SELECT '${"x".repeat(100_001)}'`, dialect).details?.refused).toMatch(/longer than/);
  });
});

describe("guardSql refusals", () => {
  it.each<[string, Dialect, string, string]>([
    [
      "a second statement after a line comment",
      "postgresql",
      "SELECT 1; -- x\nDROP TABLE t",
      "more than one statement",
    ],
    ["a second statement after a block comment", "mysql", "SELECT 1;/* */DELETE FROM t", "more than one statement"],
    [
      "a semicolon MySQL does not read as a comment start",
      "mysql",
      "SELECT 1 --;DROP TABLE t",
      "more than one statement",
    ],
    [
      "a statement hidden after a nested comment",
      "postgresql",
      "SELECT 1 /* /* */ ; */ ; DELETE FROM t",
      "more than one statement",
    ],
    [
      "a writable CTE",
      "postgresql",
      "WITH x AS (DELETE FROM t RETURNING *) SELECT * FROM x",
      "data-modifying DELETE inside the query",
    ],
    ["a write after a CTE", "mysql", "WITH x AS (SELECT 1) DELETE FROM t", "data-modifying DELETE inside the query"],
    ["SELECT INTO a table", "postgresql", "SELECT * INTO t2 FROM t", "SELECT … INTO table"],
    ["SELECT INTO OUTFILE", "mysql", "SELECT * FROM t INTO OUTFILE '/tmp/x'", "SELECT … INTO OUTFILE"],
    ["SELECT INTO a variable", "mysql", "SELECT a INTO @x FROM t", "SELECT … INTO @variable"],
    ["a locking clause", "postgresql", "SELECT * FROM t FOR NO KEY UPDATE", "locking clause FOR NO KEY UPDATE"],
    ["a share lock", "mysql", "SELECT * FROM t LOCK IN SHARE MODE", "locking clause LOCK IN SHARE MODE"],
    ["a schema-qualified sleep", "postgresql", "SELECT pg_catalog.PG_SLEEP(1)", "function pg_sleep()"],
    ["any function ending in _exec", "mysql", "SELECT my_exec('x')", "function my_exec()"],
    ["a sequence write", "postgresql", "SELECT nextval('s')", "function nextval()"],
    ["a DO block", "postgresql", "DO $$ BEGIN PERFORM 1; END $$", "DO statement"],
    ["an executable comment", "mysql", "SELECT /*!50000 SLEEP(1) */ 1", "MySQL executable comment /*! … */"],
    ["a quote escaped with a backslash", "mysql", "SELECT 'a\\'b'", "backslash-escaped quote"],
    ["a zero-width character", "postgresql", "SELECT\u200b1", "invisible character U+200B"],
    ["an unterminated string", "postgresql", "SELECT 'abc", "unterminated string literal"],
    ["only parentheses", "postgresql", "(((", "SQL that could not be parsed as a single SELECT"],
    ["a VALUES statement", "mysql", "VALUES ROW(1)", "VALUES statement"],
  ])("refuses %s", (_, dialect, sql, refused) => {
    const error = refusal(sql, dialect);
    expect(error.details?.refused).toBe(refused);
    expect(error.message).toContain(refused);
  });

  it.each<[string, string, string]>([
    [
      "a call into the job queue's schema",
      "SELECT pgboss.job_table_run('select 1', 'x')",
      "function pgboss.job_table_run()",
    ],
    [
      "a quoted call into the job queue's schema",
      `SELECT "PGBOSS"."job_table_run"('x', 'y')`,
      "function PGBOSS.job_table_run()",
    ],
    ["a read of the job queue's tables", "SELECT * FROM pgboss.job", "table pgboss.job"],
    [
      "set_config in a lateral subquery",
      "SELECT * FROM t, LATERAL (SELECT set_config('role', 'x', true)) s",
      "function set_config()",
    ],
    [
      "a write in a nested CTE",
      "WITH a AS (WITH b AS (DELETE FROM t RETURNING *) SELECT * FROM b) SELECT * FROM a",
      "data-modifying DELETE inside the query",
    ],
    ["SET ROLE", "SET ROLE postgres", "SET statement"],
    ["RESET ROLE", "RESET ROLE", "RESET statement"],
    // The uploads gateway may take any upload's role (ADR 018): user SQL may never switch it.
    ["SET LOCAL ROLE", "SET LOCAL ROLE upload_0123456789abcdef", "SET statement"],
    ["SET ROLE NONE", "set role none", "SET statement"],
    ["SET SESSION AUTHORIZATION", "SET SESSION AUTHORIZATION upload_0123456789abcdef", "SET statement"],
    ["RESET SESSION AUTHORIZATION", "RESET SESSION AUTHORIZATION", "RESET statement"],
    ["set_config of the role", "SELECT set_config('role', 'upload_0123456789abcdef', true)", "function set_config()"],
    ["a qualified, quoted set_config", `SELECT "pg_catalog"."set_config"('role', 'x', false)`, "function set_config()"],
    [
      "set_config in a WHERE clause",
      "SELECT * FROM t WHERE set_config('role', 'x', true) IS NOT NULL",
      "function set_config()",
    ],
    [
      "set_config in a CTE",
      "WITH s AS (SELECT set_config('role', 'x', true)) SELECT * FROM s",
      "function set_config()",
    ],
    ["a role switch after a statement", "SELECT 1; SET ROLE upload_0123456789abcdef", "more than one statement"],
    ["COPY TO PROGRAM", "COPY (SELECT 1) TO PROGRAM 'id'", "COPY statement"],
    ["a lock taken with FOR KEY SHARE", "SELECT * FROM t FOR KEY SHARE", "locking clause FOR KEY SHARE"],
    ["parentheses nested past the limit", `SELECT ${"(".repeat(201)}1${")".repeat(201)}`, "SQL too complex to check"],
    ["an expression chain past the token limit", `SELECT 1${" + 1".repeat(4_000)}`, "SQL too complex to check"],
  ])("refuses %s on PostgreSQL", (_, sql, refused) => {
    expect(refusal(sql, "postgresql").details?.refused).toBe(refused);
  });

  it("accepts calls to the user's own functions: the privilege check warns about a login that could abuse them", () => {
    expect(guardSql("SELECT my_func(), public.report(1)", "postgresql").sql).toBe("SELECT my_func(), public.report(1)");
  });

  it("keeps parsing after refusing very long input", () => {
    for (let i = 0; i < 5; i++) refusal(`SELECT 1${"+1".repeat(30_000)}`, "postgresql");
    expect(guardSql(`SELECT ${"(".repeat(150)}1${")".repeat(150)}`, "postgresql").sql).toContain("1");
  });

  it("allows current_setting and txid_current, which only read", () => {
    expect(() => guardSql("SELECT current_setting('TimeZone'), txid_current()", "postgresql")).not.toThrow();
  });
});

describe("guardSql tables", () => {
  it.each<[Dialect, string, string[]]>([
    [
      "postgresql",
      `SELECT * FROM "shop"."orders" o JOIN customers c ON c.id = o.customer_id`,
      ["shop.orders", "customers"],
    ],
    [
      "postgresql",
      `WITH t AS (SELECT * FROM orders) SELECT * FROM t JOIN "Sales Data" s ON true`,
      ["orders", "Sales Data"],
    ],
    ["postgresql", `SELECT * FROM orders WHERE id IN (SELECT order_id FROM refunds)`, ["refunds", "orders"]],
    [
      "mysql",
      "SELECT * FROM `shop`.`orders` UNION ALL SELECT * FROM archive.orders",
      ["shop.orders", "archive.orders"],
    ],
    ["mysql", "SELECT 1 FROM dual", []],
    ["postgresql", "SELECT * FROM generate_series(1, 3)", []],
  ])("lists the tables read (%s): %s", (dialect, sql, tables) => {
    expect(guardSql(sql, dialect).tables.sort()).toEqual(tables.sort());
  });
});

describe("guardSql sealed to an upload (CSV connections, ADR 041)", () => {
  const sealed = { sealed: { schema: "upload_0123456789abcdef" } };
  const own = `"upload_0123456789abcdef"."visits"`;

  function sealedRefusal(sql: string): AppError {
    try {
      guardSql(sql, "postgresql", sealed);
    } catch (error) {
      if (error instanceof AppError) return error;
      throw error;
    }
    throw new Error(`guardSql accepted: ${sql}`);
  }

  it.each([
    `SELECT "city", SUM("visits") AS "visits" FROM ${own} GROUP BY 1 ORDER BY 2 DESC NULLS LAST LIMIT 10`,
    `SELECT city FROM visits WHERE city ILIKE '%li%'`,
    `SELECT CAST(date_trunc('month', "day") AS date), COUNT(*) FROM ${own} GROUP BY 1`,
    `SELECT EXTRACT(YEAR FROM now()), trim(' a '), position('a' IN city), substring(city FROM 1 FOR 2), now() AT TIME ZONE 'UTC' FROM visits`,
    `SELECT initcap(substring(lower(city) from '(lima|oslo)')), regexp_match(city, '[a-z]+') FROM visits`,
    `WITH t AS (SELECT city, visits FROM ${own}) SELECT t.city, x.n FROM t, LATERAL (SELECT COUNT(*) AS n FROM visits v WHERE v.city = t.city) x`,
    `SELECT city, ROW_NUMBER() OVER (ORDER BY visits DESC), percentile_cont(0.5) WITHIN GROUP (ORDER BY visits) OVER () FROM visits`,
    `SELECT * FROM generate_series(1, 3) AS g, unnest(ARRAY['a', 'b']) AS u`,
    `SELECT visits::pg_catalog.int4, CAST(visits AS numeric(10, 2)), current_user, current_date FROM visits TABLESAMPLE bernoulli(50)`,
    `SELECT "__row", tableoid FROM ${own} ORDER BY "__row" FETCH FIRST 1 ROWS WITH TIES`,
  ])("accepts SQL over the upload's own table: %s", (sql) => {
    expect(() => guardSql(sql, "postgresql", sealed)).not.toThrow();
  });

  it.each<[string, string]>([
    ["SELECT relname FROM pg_class", "table pg_class"],
    ["SELECT nspname FROM pg_catalog.pg_namespace", "table pg_catalog.pg_namespace"],
    ["SELECT attname FROM PG_ATTRIBUTE", "table pg_attribute"],
    ["SELECT * FROM pg_stat_user_tables", "table pg_stat_user_tables"],
    ["SELECT * FROM information_schema.columns", "table information_schema.columns"],
    [`SELECT * FROM "INFORMATION_SCHEMA".tables`, "table INFORMATION_SCHEMA.tables"],
    ["SELECT * FROM upload_fedcba9876543210.patients", "table upload_fedcba9876543210.patients"],
    ["SELECT * FROM uploads.upload_0123456789abcdef.visits", "table uploads.upload_0123456789abcdef.visits"],
    ["SELECT * FROM public.t", "table public.t"],
    ["WITH x AS (SELECT relname FROM pg_class) SELECT * FROM x", "table pg_class"],
    ["SELECT * FROM visits v, LATERAL (SELECT * FROM pg_namespace) n", "table pg_namespace"],
    ["SELECT (SELECT count(*) FROM pg_tables) FROM visits", "table pg_tables"],
    ["SELECT 'upload_x.t'::regclass", "type regclass"],
    ["SELECT CAST(16384 AS regclass)", "type regclass"],
    ["SELECT regnamespace '2200'", "type regnamespace"],
    ["SELECT (g::oid)::pg_catalog.regclass FROM generate_series(16384, 20000) g", "type pg_catalog.regclass"],
    ["SELECT ARRAY[16384]::regclass[]", "type regclass"],
    ["SELECT NULL::upload_fedcba9876543210.patients", "type upload_fedcba9876543210.patients"],
    ["SELECT to_regclass('upload_x.t')", "function to_regclass()"],
    ["SELECT pg_total_relation_size('upload_x.t')", "function pg_total_relation_size()"],
    ["SELECT pg_relation_size(16384)", "function pg_relation_size()"],
    ["SELECT pg_get_viewdef(16384)", "function pg_get_viewdef()"],
    ["SELECT obj_description(16384, 'pg_class')", "function obj_description()"],
    ["SELECT has_table_privilege('upload_x.t', 'select')", "function has_table_privilege()"],
    ["SELECT current_setting('search_path')", "function current_setting()"],
    ["SELECT * FROM pg_catalog.pg_get_keywords()", "function pg_get_keywords()"],
    ["SELECT pg_describe_object(1259, 16384, 0)", "function pg_describe_object()"],
    ["SELECT * FROM json_populate_recordset(NULL::visits, '[]')", "function json_populate_recordset()"],
    ["SELECT upload_x.f(1)", "function upload_x.f()"],
    ["SELECT version()", "function version()"],
    ["SELECT session_user", "session_user"],
    ["SELECT current_catalog", "current_catalog"],
    ["SELECT xmlelement(name a, city) FROM visits", "XML function"],
    ["SELECT * FROM visits TABLESAMPLE upload_x.method(1)", "sampling method upload_x.method"],
  ])("refuses %s", (sql, refused) => {
    const error = sealedRefusal(sql);
    expect(error.details?.refused).toBe(refused);
    expect(error.message).toBe(
      `Refused: ${refused} (a CSV connection reads only its own upload's tables). Only the uploaded table and common functions can be used.`,
    );
  });

  it("still refuses what every connection refuses, first", () => {
    expect(sealedRefusal("SELECT 1; SELECT 2").details?.refused).toBe("more than one statement");
    expect(sealedRefusal("SELECT pg_sleep(1)").details?.refused).toBe("function pg_sleep()");
    expect(sealedRefusal("SELECT query_to_xml('select 1', true, false, '')").details?.refused).toBe(
      "function query_to_xml()",
    );
    expect(sealedRefusal("SELECT * FROM pg_catalog.pg_ls_dir('.')").details?.refused).toBe("function pg_ls_dir()");
  });

  it("leaves other PostgreSQL connections as they were: catalog reads stay theirs to make", () => {
    expect(() => guardSql("SELECT relname FROM pg_class WHERE oid = 'orders'::regclass", "postgresql")).not.toThrow();
    expect(() =>
      guardSql("SELECT pg_total_relation_size('orders'), current_setting('TimeZone')", "postgresql"),
    ).not.toThrow();
  });
});
