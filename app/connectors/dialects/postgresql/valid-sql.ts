// Read-only SQL the guard must accept, over a small fixture, so a test can also run every query on the real servers:
// "accepted" then also means "executes". The shapes are what the question engine and analysts write.

/** Creates and fills the fixture in the current database. */
export const VALID_SQL_FIXTURE: string[] = [
  `CREATE TABLE customers (id int PRIMARY KEY, name text, email text, country text, city text, birth_date date, data jsonb)`,
  `CREATE TABLE products (id int PRIMARY KEY, name text, sku text, category text, price numeric(10,2))`,
  `CREATE TABLE orders (id int PRIMARY KEY, customer_id int REFERENCES customers, product_id int, region text, status text,
    total numeric(10,2), created_at timestamp, shipped_at timestamp, delivered_at timestamp, tags text[])`,
  `INSERT INTO customers SELECT i, 'Customer ' || i, 'c' || i || '@example.com', (ARRAY['DE','FR','PE'])[1 + i % 3],
    (ARRAY['Berlin','Paris','Lima'])[1 + i % 3], date '1980-01-01' + i * 400, jsonb_build_object('plan', 'p' || i % 2)
    FROM generate_series(1, 12) i`,
  `INSERT INTO products SELECT i, 'Product ' || i, 'SKU-' || i, (ARRAY['toys','books'])[1 + i % 2], i * 2.5 FROM generate_series(1, 6) i`,
  `INSERT INTO orders SELECT i, 1 + i % 12, 1 + i % 6, (ARRAY['north','south'])[1 + i % 2], (ARRAY['paid','new','cancelled'])[1 + i % 3],
    i * 7 % 50 + 0.5, timestamp '2024-01-01' + i * interval '3 days', timestamp '2024-01-02' + i * interval '3 days',
    CASE WHEN i % 4 = 0 THEN NULL ELSE timestamp '2024-01-02' + i * interval '3 days' END, ARRAY['vip']
    FROM generate_series(1, 40) i`,
];

export const VALID_SQL: string[] = [
  // "which X has the most Y": the engine's top-with-ties form.
  `SELECT region, COUNT(*) FROM orders GROUP BY region ORDER BY 2 DESC FETCH FIRST 1 ROWS WITH TIES`,
  `SELECT c.country, COUNT(*) FROM orders o JOIN customers c ON c.id = o.customer_id GROUP BY c.country ORDER BY 2 DESC FETCH FIRST 1 ROWS WITH TIES`,
  `SELECT * FROM orders ORDER BY created_at DESC FETCH FIRST 10 ROWS ONLY`,
  `SELECT id, total, ROW_NUMBER() OVER (PARTITION BY region ORDER BY total DESC) AS rank FROM orders`,
  `SELECT id, total, LAG(total) OVER w AS previous, SUM(total) OVER (ORDER BY created_at ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) FROM orders WINDOW w AS (ORDER BY created_at)`,
  `SELECT total, cume_dist() OVER (ORDER BY total), percent_rank() OVER (ORDER BY total), ntile(4) OVER (ORDER BY total) FROM orders`,
  `SELECT c.name, l.total FROM customers c LEFT JOIN LATERAL (SELECT total FROM orders o WHERE o.customer_id = c.id ORDER BY o.created_at DESC LIMIT 1) l ON true`,
  `WITH t AS (SELECT region, SUM(total) AS total FROM orders GROUP BY 1) SELECT * FROM t ORDER BY total DESC LIMIT 10`,
  `WITH recent AS MATERIALIZED (SELECT * FROM orders WHERE created_at > timestamp '2024-02-01'), paid AS NOT MATERIALIZED (SELECT * FROM recent WHERE status = 'paid') SELECT COUNT(*) FROM paid`,
  `WITH RECURSIVE days(d) AS (SELECT DATE '2024-01-01' UNION ALL SELECT d + 1 FROM days WHERE d < DATE '2024-01-31') SELECT d FROM days`,
  `SELECT DISTINCT ON (customer_id) customer_id, created_at FROM orders ORDER BY customer_id, created_at DESC`,
  `SELECT COUNT(*) FILTER (WHERE status = 'paid') AS paid, SUM(total) FILTER (WHERE region = 'north') AS north FROM orders`,
  `SELECT * FROM customers WHERE email ILIKE '%@EXAMPLE.com' AND name NOT ILIKE 'x%' ORDER BY name LIMIT 5 OFFSET 2`,
  `SELECT created_at::date AS day, CAST(total AS integer), total::float8, '42'::int + 1 FROM orders`,
  `SELECT date_trunc('month', created_at) AS month, SUM(total) AS total FROM orders GROUP BY 1 ORDER BY 1 NULLS LAST`,
  `SELECT m::date AS month, COUNT(o.id) FROM generate_series(timestamp '2024-01-01', timestamp '2024-06-01', interval '1 month') AS m LEFT JOIN orders o ON date_trunc('month', o.created_at) = m GROUP BY 1 ORDER BY 1`,
  `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY total) AS median, mode() WITHIN GROUP (ORDER BY region) FROM orders`,
  `SELECT region, status, SUM(total) FROM orders GROUP BY GROUPING SETS ((region), (status), ())`,
  `SELECT region, status, SUM(total), GROUPING(region, status) FROM orders GROUP BY ROLLUP (region, status)`,
  `SELECT region, status, COUNT(*) FROM orders GROUP BY CUBE (region, status)`,
  `SELECT x, y FROM (VALUES (1, 'a'), (2, 'b')) AS v(x, y)`,
  `VALUES (1, 'one'), (2, 'two')`,
  `TABLE products`,
  `SELECT id FROM orders UNION ALL SELECT id FROM products INTERSECT SELECT id FROM customers EXCEPT SELECT 99`,
  `SELECT * FROM orders WHERE shipped_at IS NOT DISTINCT FROM delivered_at OR shipped_at IS DISTINCT FROM created_at`,
  `SELECT EXTRACT(YEAR FROM created_at) AS year, EXTRACT(EPOCH FROM (shipped_at - created_at)) / 3600 AS hours, age(timestamp '2025-01-01', created_at) FROM orders`,
  `SELECT * FROM orders WHERE created_at >= CURRENT_DATE - INTERVAL '30 days' OR created_at < now() + interval '1 day'`,
  `SELECT data->>'plan' AS plan, COUNT(*) FROM customers GROUP BY 1`,
  `SELECT * FROM orders WHERE tags @> ARRAY['vip'] AND status = ANY(ARRAY['paid', 'new'])`,
  `SELECT string_agg(name, ', ' ORDER BY name), array_agg(DISTINCT category) FROM products`,
  `SELECT to_char(date_trunc('week', created_at), 'YYYY-MM-DD') AS week, COUNT(*) FROM orders GROUP BY 1 ORDER BY 1`,
  `SELECT split_part(email, '@', 2) AS domain, substring(sku FROM 1 FOR 3), width_bucket(price, 0, 20, 4) FROM customers, products`,
  `SELECT name FROM products WHERE name ~* '^pro' AND sku !~ 'x$'`,
  `SELECT CASE WHEN total > 30 THEN 'large' WHEN total > 10 THEN 'medium' ELSE 'small' END AS size, COUNT(*) FROM orders GROUP BY 1`,
  `SELECT c.name FROM customers c WHERE EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id) AND c.id IN (SELECT customer_id FROM orders)`,
  `SELECT current_setting('TimeZone'), COALESCE(NULLIF(region, ''), 'Unknown') FROM orders LIMIT 1`,
  `SELECT 'It''s ; not -- a comment' AS note, E'tab\\tseparated' AS escaped, $$dollar ; quoted$$ AS d, 'multi'\n'line' AS continued`,
  `(SELECT id FROM orders ORDER BY total DESC LIMIT 1) UNION (SELECT id FROM orders ORDER BY total LIMIT 1)`,
  `SELECT o.id FROM orders o TABLESAMPLE SYSTEM (100) REPEATABLE (1)`,
  `SELECT p.category, p.name, p.price FROM products p WHERE p.price = (SELECT MAX(price) FROM products q WHERE q.category = p.category)`,
];
