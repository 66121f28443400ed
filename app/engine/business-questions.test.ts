// Business questions over a multi-table schema that is neither a sample nor an evaluation database: a flower
// wholesaler's growers, bouquets, shops, deliveries and their lines. Each construct is asked on PostgreSQL and on
// MySQL/MariaDB and compared with gold SQL; fan-out cases are built so that the naive join gives another answer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QueryResult } from "~/lib/catalog";
import { fixtureCatalog } from "../../tests/fixtures/engine/library";
import { fixtureServers, normaliseRows, postgresServer, type FixtureServer } from "../../tests/fixtures/engine/servers";
import { WHOLESALER as TABLES } from "../../tests/fixtures/engine/wholesaler";
import { answerCardTexts } from "../../tests/fixtures/answer";
import { translateWithExecution } from "./index";

const REVENUE = "l.qty * l.unit_price * (1 - l.discount)";
type Case = { question: string; gold: string; ordered?: boolean; naive?: string };

const CASES: Record<string, Case[]> = {
  "line revenue of an entity reached through the lines": [
    {
      question: "top 3 bouquets by sales",
      gold: `SELECT b.name, SUM(${REVENUE}) AS s FROM delivery_lines l JOIN bouquets b ON b.id = l.bouquet_id GROUP BY b.id, b.name ORDER BY s DESC LIMIT 3`,
      ordered: true,
    },
    {
      question: "revenue by style",
      gold: `SELECT b.style, SUM(${REVENUE}) FROM delivery_lines l JOIN bouquets b ON b.id = l.bouquet_id GROUP BY b.style`,
      naive:
        "SELECT b.style, SUM(d.total) FROM deliveries d JOIN delivery_lines l ON l.delivery_id = d.id JOIN bouquets b ON b.id = l.bouquet_id GROUP BY b.style",
    },
    {
      question: "top 3 bouquets",
      gold: `SELECT b.name, SUM(${REVENUE}) AS s FROM delivery_lines l JOIN bouquets b ON b.id = l.bouquet_id GROUP BY b.id, b.name ORDER BY s DESC LIMIT 3`,
      ordered: true,
      naive: "SELECT b.name, COUNT(*) AS n FROM bouquets b GROUP BY b.id, b.name ORDER BY n DESC LIMIT 3",
    },
    {
      question: "the 3 bouquets with the highest total sales",
      gold: `SELECT b.name, SUM(${REVENUE}) AS s FROM delivery_lines l JOIN bouquets b ON b.id = l.bouquet_id GROUP BY b.id, b.name ORDER BY s DESC LIMIT 3`,
      ordered: true,
    },
    {
      question: "top 3 bouquets by total sales",
      gold: `SELECT b.name, SUM(${REVENUE}) AS s FROM delivery_lines l JOIN bouquets b ON b.id = l.bouquet_id GROUP BY b.id, b.name ORDER BY s DESC LIMIT 3`,
      ordered: true,
      naive:
        "SELECT b.name, COUNT(*) AS n FROM delivery_lines l JOIN bouquets b ON b.id = l.bouquet_id GROUP BY b.id, b.name ORDER BY n DESC LIMIT 3",
    },
    {
      question: "top 2 shops by average delivery value",
      gold: "SELECT s.shop_name, AVG(d.total) AS a FROM deliveries d JOIN shops s ON s.id = d.shop_id GROUP BY s.id, s.shop_name ORDER BY a DESC LIMIT 2",
      ordered: true,
      naive:
        "SELECT s.shop_name, COUNT(*) AS n FROM deliveries d JOIN shops s ON s.id = d.shop_id GROUP BY s.id, s.shop_name ORDER BY n DESC LIMIT 2",
    },
    {
      question: "top 2 shops in Ghent",
      gold: "SELECT s.shop_name, SUM(d.total) AS t FROM deliveries d JOIN shops s ON s.id = d.shop_id WHERE s.city = 'Ghent' GROUP BY s.id, s.shop_name ORDER BY t DESC LIMIT 2",
      ordered: true,
    },
    {
      question: "which grower has the highest revenue",
      gold: `SELECT g.name, SUM(${REVENUE}) AS s FROM delivery_lines l JOIN bouquets b ON b.id = l.bouquet_id JOIN growers g ON g.id = b.grower_id GROUP BY g.id, g.name ORDER BY s DESC LIMIT 1`,
    },
  ],
  "the parent's own total when nothing needs the lines": [
    {
      question: "revenue by city",
      gold: "SELECT s.city, SUM(d.total) FROM deliveries d JOIN shops s ON s.id = d.shop_id GROUP BY s.city",
    },
    {
      question: "average delivery value by city",
      gold: "SELECT s.city, AVG(d.total) FROM deliveries d JOIN shops s ON s.id = d.shop_id GROUP BY s.city",
    },
    {
      question: "best month ever for revenue",
      gold: "SELECT CAST(date_trunc('month', delivered_on) AS date), SUM(total) AS s FROM deliveries GROUP BY 1 ORDER BY s DESC LIMIT 1",
    },
    {
      question: "revenue by month in 2024",
      gold: "SELECT CAST(date_trunc('month', delivered_on) AS date), SUM(total) FROM deliveries WHERE delivered_on >= '2024-01-01' AND delivered_on < '2025-01-01' GROUP BY 1",
    },
  ],
  "a parent's measure across a one-to-many join counts each parent once": [
    {
      question: "number of deliveries by style",
      gold: "SELECT b.style, COUNT(DISTINCT d.id) FROM deliveries d JOIN delivery_lines l ON l.delivery_id = d.id JOIN bouquets b ON b.id = l.bouquet_id GROUP BY b.style",
      naive:
        "SELECT b.style, COUNT(*) FROM deliveries d JOIN delivery_lines l ON l.delivery_id = d.id JOIN bouquets b ON b.id = l.bouquet_id GROUP BY b.style",
    },
    {
      question: "total delivery value by style",
      gold: "SELECT style, SUM(total) FROM (SELECT DISTINCT d.id, b.style, d.total FROM deliveries d JOIN delivery_lines l ON l.delivery_id = d.id JOIN bouquets b ON b.id = l.bouquet_id) x GROUP BY style",
      naive:
        "SELECT b.style, SUM(d.total) FROM deliveries d JOIN delivery_lines l ON l.delivery_id = d.id JOIN bouquets b ON b.id = l.bouquet_id GROUP BY b.style",
    },
  ],
  "absence along a relationship": [
    {
      question: "how many shops have no deliveries",
      gold: "SELECT COUNT(*) FROM shops s WHERE NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.shop_id = s.id)",
    },
    {
      question: "shops without a refused delivery",
      gold: "SELECT * FROM shops s WHERE NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.shop_id = s.id AND d.status = 'refused')",
    },
    {
      question: "how many shops never received a rustic bouquet",
      gold: "SELECT COUNT(*) FROM shops s WHERE NOT EXISTS (SELECT 1 FROM deliveries d JOIN delivery_lines l ON l.delivery_id = d.id JOIN bouquets b ON b.id = l.bouquet_id WHERE d.shop_id = s.id AND b.style = 'rustic')",
    },
    {
      question: "how many shops received a delivery in 2023",
      gold: "SELECT COUNT(*) FROM shops s WHERE EXISTS (SELECT 1 FROM deliveries d WHERE d.shop_id = s.id AND d.delivered_on >= '2023-01-01' AND d.delivered_on < '2024-01-01')",
    },
    {
      question: "how many shops received no deliveries in 2023",
      gold: "SELECT COUNT(*) FROM shops s WHERE NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.shop_id = s.id AND d.delivered_on >= '2023-01-01' AND d.delivered_on < '2024-01-01')",
    },
    {
      question: "how many bouquets have a scent",
      gold: "SELECT COUNT(*) FROM bouquets WHERE scent IS NOT NULL",
      naive: "SELECT COUNT(*) FROM bouquets",
    },
    {
      question: "how many shops never had a complaint",
      gold: "SELECT COUNT(*) FROM shops s WHERE NOT EXISTS (SELECT 1 FROM complaints c WHERE c.shop_id = s.id)",
      naive:
        "SELECT COUNT(*) FROM shops s WHERE s.grade = 'A' AND NOT EXISTS (SELECT 1 FROM complaints c WHERE c.shop_id = s.id)",
    },
    {
      question: "how many shops were never refused",
      gold: "SELECT COUNT(*) FROM shops s WHERE NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.shop_id = s.id AND d.status = 'refused')",
      naive: "SELECT COUNT(DISTINCT d.shop_id) FROM deliveries d WHERE d.status <> 'refused'",
    },
    {
      question: "how many shops are not linked to any complaint",
      gold: "SELECT COUNT(*) FROM shops s WHERE NOT EXISTS (SELECT 1 FROM complaints c WHERE c.shop_id = s.id)",
      naive: "SELECT COUNT(*) FROM shops",
    },
    {
      question: "number of deliveries without any discount",
      gold: "SELECT COUNT(*) FROM deliveries d WHERE NOT EXISTS (SELECT 1 FROM delivery_lines l WHERE l.delivery_id = d.id AND l.discount > 0)",
      naive: "SELECT COUNT(*) FROM deliveries",
    },
    {
      question: "shops without any complaints",
      gold: "SELECT * FROM shops s WHERE NOT EXISTS (SELECT 1 FROM complaints c WHERE c.shop_id = s.id)",
    },
  ],
  "a period dates the rows a ranking counts, not the ranked entity": [
    {
      question: "which staff member had the most accepted deliveries in 2024",
      gold: "SELECT s.name, COUNT(*) AS n FROM deliveries d JOIN staff s ON s.id = d.courier_id WHERE d.status = 'accepted' AND d.delivered_on >= '2024-01-01' AND d.delivered_on < '2025-01-01' GROUP BY s.id, s.name ORDER BY n DESC LIMIT 1",
      naive:
        "SELECT s.name, COUNT(*) AS n FROM deliveries d JOIN staff s ON s.id = d.courier_id WHERE d.status = 'accepted' AND s.hired_on >= '2024-01-01' AND s.hired_on < '2025-01-01' GROUP BY s.id, s.name ORDER BY n DESC LIMIT 1",
    },
  ],
  "a year held as a number buckets like a date, and a column named 'number of' is averaged": [
    {
      question: "number of growers per year",
      gold: "SELECT founded_year, COUNT(*) FROM growers GROUP BY founded_year",
      naive: "SELECT COUNT(*) FROM growers",
    },
    {
      question: "the average number of stems of rustic bouquets",
      gold: "SELECT AVG(num_stems) FROM bouquets WHERE style = 'rustic'",
      naive: "SELECT num_stems FROM bouquets WHERE style = 'rustic'",
    },
  ],
  "averages of per-entity aggregates": [
    // across the lines: each delivery's (each grower's) distinct bouquets (shops), averaged over every delivery
    // (grower, shop), those with none as zero (ADR 076)
    {
      question: "on average, how many different bouquets are in a delivery",
      gold: "SELECT AVG(n) FROM (SELECT d.id, COUNT(DISTINCT l.bouquet_id) AS n FROM deliveries d LEFT JOIN delivery_lines l ON l.delivery_id = d.id GROUP BY d.id) t",
      naive: "SELECT COUNT(*) FROM bouquets",
    },
    {
      question: "how many shops does a grower supply on average",
      gold: "SELECT AVG(n) FROM (SELECT g.id, COUNT(DISTINCT d.shop_id) AS n FROM growers g LEFT JOIN bouquets b ON b.grower_id = g.id LEFT JOIN delivery_lines l ON l.bouquet_id = b.id LEFT JOIN deliveries d ON d.id = l.delivery_id GROUP BY g.id) t",
    },
    {
      question: "average number of deliveries per shop",
      gold: "SELECT AVG(n) FROM (SELECT s.id, COUNT(d.id) AS n FROM shops s LEFT JOIN deliveries d ON d.shop_id = s.id GROUP BY s.id) x",
    },
    {
      question: "average monthly revenue in 2024",
      gold: "SELECT AVG(s) FROM (SELECT date_trunc('month', delivered_on), SUM(total) AS s FROM deliveries WHERE delivered_on >= '2024-01-01' AND delivered_on < '2025-01-01' GROUP BY 1) x",
      naive: "SELECT AVG(total) FROM deliveries WHERE delivered_on >= '2024-01-01' AND delivered_on < '2025-01-01'",
    },
    {
      question: "average number of deliveries per month",
      gold: "SELECT AVG(n) FROM (SELECT date_trunc('month', delivered_on), COUNT(*) AS n FROM deliveries GROUP BY 1) x",
    },
    {
      question: "average total per delivery by city",
      gold: "SELECT s.city, AVG(d.total) FROM deliveries d JOIN shops s ON s.id = d.shop_id GROUP BY s.city",
      naive:
        "SELECT d.id, s.city, AVG(d.total) FROM deliveries d JOIN shops s ON s.id = d.shop_id GROUP BY d.id, s.city",
    },
    {
      question: "average revenue per shop",
      gold: "SELECT AVG(s) FROM (SELECT sh.id, COALESCE(SUM(d.total), 0) AS s FROM shops sh LEFT JOIN deliveries d ON d.shop_id = sh.id GROUP BY sh.id) x",
    },
  ],
  "the rows of a named table that refer to an entity are what is counted": [
    {
      question: "which 2 shops have the highest number of complaints",
      gold: "SELECT s.shop_name, COUNT(*) AS n FROM complaints c JOIN shops s ON s.id = c.shop_id GROUP BY s.id, s.shop_name ORDER BY n DESC, s.shop_name LIMIT 2",
      ordered: true,
      naive: "SELECT s.shop_name, COUNT(*) AS n FROM shops s GROUP BY s.id, s.shop_name ORDER BY n DESC LIMIT 2",
    },
    {
      question: "top 2 shops with the most complaints",
      gold: "SELECT s.shop_name, COUNT(*) AS n FROM complaints c JOIN shops s ON s.id = c.shop_id GROUP BY s.id, s.shop_name ORDER BY n DESC, s.shop_name LIMIT 2",
      ordered: true,
    },
  ],
  "conditions on a count of related rows": [
    {
      question: "shops with more than 5 deliveries",
      gold: "SELECT s.shop_name, COUNT(*) FROM deliveries d JOIN shops s ON s.id = d.shop_id GROUP BY s.id, s.shop_name HAVING COUNT(*) > 5",
    },
  ],
  "comparisons of named groups, ratios and shares of values": [
    {
      question: "compare revenue of Ghent and Porto",
      gold: "SELECT s.city, SUM(d.total) FROM deliveries d JOIN shops s ON s.id = d.shop_id WHERE s.city IN ('Ghent', 'Porto') GROUP BY s.city",
    },
    {
      question: "ratio of refused to accepted deliveries",
      gold: "SELECT 1.0 * SUM(CASE WHEN status = 'refused' THEN 1 ELSE 0 END) / SUM(CASE WHEN status = 'accepted' THEN 1 ELSE 0 END) FROM deliveries",
    },
    {
      question: "what fraction of deliveries were refused",
      gold: "SELECT 1.0 * SUM(CASE WHEN status = 'refused' THEN 1 ELSE 0 END) / COUNT(*) FROM deliveries",
    },
    {
      question: "what percentage of accepted revenue came from gold shops",
      gold: "SELECT 100.0 * SUM(CASE WHEN s.tier = 'gold' THEN d.total ELSE 0 END) / SUM(d.total) FROM deliveries d JOIN shops s ON s.id = d.shop_id WHERE d.status = 'accepted'",
    },
    {
      question: "what share of the list price comes from the south growers",
      gold: "SELECT 100.0 * SUM(CASE WHEN g.region = 'south' THEN b.list_price ELSE 0 END) / SUM(b.list_price) FROM bouquets b JOIN growers g ON g.id = b.grower_id",
    },
    {
      question: "what percentage of revenue came from gold shops",
      gold: "SELECT 100.0 * SUM(CASE WHEN s.tier = 'gold' THEN d.total ELSE 0 END) / SUM(d.total) FROM deliveries d JOIN shops s ON s.id = d.shop_id",
    },
  ],
  "ratios of rows meeting conditions said on each side of the ratio": [
    {
      question: "ratio of deliveries with a total above 150 to deliveries with a total below 100",
      gold: "SELECT 1.0 * SUM(CASE WHEN total > 150 THEN 1 ELSE 0 END) / SUM(CASE WHEN total < 100 THEN 1 ELSE 0 END) FROM deliveries",
      naive: "SELECT COUNT(*) FROM deliveries WHERE total < 100",
    },
    {
      question: "the proportion of refused deliveries out of all deliveries to shops in Lyon",
      gold: "SELECT 1.0 * SUM(CASE WHEN d.status = 'refused' THEN 1 ELSE 0 END) / COUNT(*) FROM deliveries d JOIN shops s ON s.id = d.shop_id WHERE s.city = 'Lyon'",
      naive: "SELECT 1.0 * SUM(CASE WHEN status = 'refused' THEN 1 ELSE 0 END) / COUNT(*) FROM deliveries",
    },
    {
      question: "the ratio of the list price of Dawn Posy to the list price of Snow Veil",
      gold: "SELECT 1.0 * (SELECT list_price FROM bouquets WHERE name = 'Dawn Posy') / (SELECT list_price FROM bouquets WHERE name = 'Snow Veil')",
      naive: "SELECT 1.0",
    },
    { question: "how many deliveries had a total > 150", gold: "SELECT COUNT(*) FROM deliveries WHERE total > 150" },
  ],
  "several answer columns, and a ranking sized by 'top N' and measured after 'highest'": [
    {
      question: "What are the names and list prices of the rustic bouquets?",
      gold: "SELECT name, list_price FROM bouquets WHERE style = 'rustic'",
      naive: "SELECT name FROM bouquets WHERE style = 'rustic'",
    },
    {
      question: "the top 2 bouquets with the highest list price",
      gold: "SELECT name, list_price, style, scent, num_stems FROM bouquets ORDER BY list_price DESC LIMIT 2",
      ordered: true,
    },
    {
      question: "Return the bouquet ids that are rustic",
      gold: "SELECT id FROM bouquets WHERE style = 'rustic'",
      naive: "SELECT * FROM bouquets WHERE style = 'rustic'",
    },
    {
      question: "list the shop names in Ghent",
      gold: "SELECT shop_name FROM shops WHERE city = 'Ghent'",
      naive: "SELECT * FROM shops WHERE city = 'Ghent'",
    },
    {
      question: "how many shops have a grade of A or B",
      gold: "SELECT COUNT(*) FROM shops WHERE grade IN ('A', 'B')",
      naive: "SELECT COUNT(*) FROM shops WHERE grade = 'B'",
    },
    {
      question: "Get the shops in Ghent and their tier",
      gold: "SELECT shop_name, tier FROM shops WHERE city = 'Ghent'",
      naive: "SELECT SUM(id) FROM shops WHERE city = 'Ghent'",
    },
    {
      question: "Which bouquets are rustic? Give both the names and the list prices.",
      gold: "SELECT name, list_price FROM bouquets WHERE style = 'rustic'",
      naive: "SELECT name FROM bouquets WHERE style = 'rustic'",
    },
  ],
  "money asked with 'how much', a table's average is its value's, the first event by the date the verb names": [
    {
      question: "how much did we sell in 2024",
      gold: `SELECT SUM(${REVENUE}) FROM delivery_lines l JOIN deliveries d ON d.id = l.delivery_id WHERE d.delivered_on >= '2024-01-01' AND d.delivered_on < '2025-01-01'`,
      naive:
        "SELECT SUM(l.qty) FROM delivery_lines l JOIN deliveries d ON d.id = l.delivery_id WHERE d.delivered_on >= '2024-01-01' AND d.delivered_on < '2025-01-01'",
    },
    {
      question: "avg delivery by city",
      gold: "SELECT s.city, AVG(d.total) FROM deliveries d JOIN shops s ON s.id = d.shop_id GROUP BY s.city",
      naive: "SELECT s.city, COUNT(*) FROM deliveries d JOIN shops s ON s.id = d.shop_id GROUP BY s.city",
    },
    {
      question: "When was the first complaint closed?",
      gold: "SELECT MIN(closed_at) FROM complaints",
      naive: "SELECT MIN(opened_at) FROM complaints",
    },
  ],
  "the extreme of a measure among rows, and the biggest single row": [
    // rows nothing names (a log of refunds) are only their value; a value between the cue and the measure is a condition
    {
      question: "largest refund",
      gold: "SELECT MAX(refund) FROM complaints",
      naive: "SELECT severity FROM complaints GROUP BY severity ORDER BY SUM(refund) DESC LIMIT 1",
    },
    { question: "the biggest major refund", gold: "SELECT MAX(refund) FROM complaints WHERE severity = 'major'" },
    { question: "highest refused delivery total", gold: "SELECT MAX(total) FROM deliveries WHERE status = 'refused'" },
    {
      question: "lowest total among refused deliveries",
      gold: "SELECT MIN(total) FROM deliveries WHERE status = 'refused'",
    },
    {
      question: "the biggest single delivery in 2024",
      gold: "SELECT * FROM deliveries WHERE delivered_on >= '2024-01-01' AND delivered_on < '2025-01-01' ORDER BY total DESC LIMIT 1",
      naive:
        "SELECT delivered_on, COUNT(*) AS n FROM deliveries WHERE delivered_on >= '2024-01-01' AND delivered_on < '2025-01-01' GROUP BY delivered_on ORDER BY n DESC LIMIT 1",
    },
  ],
  "late rows happened after the date they were due": [
    {
      question: "how many deliveries were late",
      gold: "SELECT COUNT(*) FROM deliveries WHERE delivered_on > due_on",
      naive: "SELECT COUNT(*) FROM deliveries",
    },
    {
      question: "How many late deliveries were there?",
      gold: "SELECT COUNT(*) FROM deliveries WHERE delivered_on > due_on",
      naive: "SELECT COUNT(*) FROM deliveries",
    },
    {
      question: "share of late deliveries by city",
      gold: "SELECT s.city, 100.0 * SUM(CASE WHEN d.delivered_on > d.due_on THEN 1 ELSE 0 END) / COUNT(*) FROM deliveries d JOIN shops s ON s.id = d.shop_id GROUP BY s.city",
      naive:
        "SELECT s.city, 100.0 * COUNT(*) / SUM(COUNT(*)) OVER () FROM deliveries d JOIN shops s ON s.id = d.shop_id WHERE d.delivered_on > d.due_on GROUP BY s.city",
    },
    {
      question: "couriers with at least 2 late deliveries",
      gold: "SELECT s.name, COUNT(*) FROM deliveries d JOIN staff s ON s.id = d.courier_id WHERE d.delivered_on > d.due_on GROUP BY s.id, s.name HAVING COUNT(*) >= 2",
    },
    {
      question: "how many deliveries arrived on time in 2024",
      gold: "SELECT COUNT(*) FROM deliveries WHERE delivered_on <= due_on AND delivered_on >= '2024-01-01' AND delivered_on < '2025-01-01'",
    },
  ],
  "ratios of two amounts": [
    {
      question: "ratio of unit price to qty for each bouquet",
      gold: "SELECT b.name, 1.0 * SUM(l.unit_price) / SUM(l.qty) FROM delivery_lines l JOIN bouquets b ON b.id = l.bouquet_id GROUP BY b.id, b.name",
    },
  ],
  "the entity a row ranked one by one belongs to": [
    {
      question: "which shop received the single biggest delivery",
      gold: "SELECT s.shop_name, d.total FROM deliveries d JOIN shops s ON s.id = d.shop_id ORDER BY d.total DESC LIMIT 1",
      naive:
        "SELECT s.shop_name, SUM(d.total) AS t FROM deliveries d JOIN shops s ON s.id = d.shop_id GROUP BY s.id, s.shop_name ORDER BY t DESC LIMIT 1",
    },
    {
      question: "which grower grows the most expensive bouquet",
      gold: "SELECT g.name, b.list_price FROM bouquets b JOIN growers g ON g.id = b.grower_id ORDER BY b.list_price DESC LIMIT 1",
    },
    {
      question: "which shop got the first delivery of 2024",
      gold: "SELECT s.shop_name, s.city, s.ctry, s.tier, s.grade FROM deliveries d JOIN shops s ON s.id = d.shop_id WHERE d.delivered_on >= '2024-01-01' AND d.delivered_on < '2025-01-01' ORDER BY d.delivered_on LIMIT 1",
    },
  ],
  "units sold are the lines' quantities, and a list through a one-to-many join names each entity once": [
    {
      question: "how many bouquets were sold in 2023",
      gold: "SELECT SUM(l.qty) FROM delivery_lines l JOIN deliveries d ON d.id = l.delivery_id WHERE d.delivered_on >= '2023-01-01' AND d.delivered_on < '2024-01-01'",
      naive:
        "SELECT COUNT(DISTINCT l.bouquet_id) FROM delivery_lines l JOIN deliveries d ON d.id = l.delivery_id WHERE d.delivered_on >= '2023-01-01' AND d.delivered_on < '2024-01-01'",
    },
    {
      question: "what is the best-selling style",
      gold: "SELECT b.style, SUM(l.qty) AS n FROM delivery_lines l JOIN bouquets b ON b.id = l.bouquet_id GROUP BY b.style ORDER BY n DESC LIMIT 1",
      naive: "SELECT b.style, COUNT(*) AS n FROM bouquets b GROUP BY b.style ORDER BY n DESC LIMIT 1",
    },
    {
      question: "which grower sold the most bouquets",
      gold: "SELECT g.name, SUM(l.qty) AS n FROM delivery_lines l JOIN bouquets b ON b.id = l.bouquet_id JOIN growers g ON g.id = b.grower_id GROUP BY g.id, g.name ORDER BY n DESC LIMIT 1",
    },
    {
      question: "which cities received rustic bouquets",
      gold: "SELECT DISTINCT s.city FROM shops s JOIN deliveries d ON d.shop_id = s.id JOIN delivery_lines l ON l.delivery_id = d.id JOIN bouquets b ON b.id = l.bouquet_id WHERE b.style = 'rustic'",
      naive:
        "SELECT s.city FROM shops s JOIN deliveries d ON d.shop_id = s.id JOIN delivery_lines l ON l.delivery_id = d.id JOIN bouquets b ON b.id = l.bouquet_id WHERE b.style = 'rustic'",
    },
  ],
  "a discount added up is the money it took off the lines": [
    {
      question: "total discount given in 2024",
      gold: "SELECT SUM(l.qty * l.unit_price * l.discount) FROM delivery_lines l JOIN deliveries d ON d.id = l.delivery_id WHERE d.delivered_on >= '2024-01-01' AND d.delivered_on < '2025-01-01'",
      naive:
        "SELECT SUM(l.discount) FROM delivery_lines l JOIN deliveries d ON d.id = l.delivery_id WHERE d.delivered_on >= '2024-01-01' AND d.delivered_on < '2025-01-01'",
    },
    {
      question: "discounts by style",
      gold: "SELECT b.style, SUM(l.qty * l.unit_price * l.discount) FROM delivery_lines l JOIN bouquets b ON b.id = l.bouquet_id GROUP BY b.style",
      naive:
        "SELECT b.style, SUM(l.discount) FROM delivery_lines l JOIN bouquets b ON b.id = l.bouquet_id GROUP BY b.style",
    },
    { question: "average discount", gold: "SELECT AVG(discount) FROM delivery_lines" },
  ],
  "what was sold or shipped appears on the lines of the trade": [
    {
      question: "how many different bouquets have we sold",
      gold: "SELECT COUNT(DISTINCT bouquet_id) FROM delivery_lines",
      naive: "SELECT COUNT(*) FROM bouquets",
    },
    {
      question: "bouquets we never sold",
      gold: "SELECT b.* FROM bouquets b WHERE NOT EXISTS (SELECT 1 FROM delivery_lines l WHERE l.bouquet_id = b.id)",
    },
    {
      question: "how many different bouquets were delivered in 2023",
      gold: "SELECT COUNT(DISTINCT l.bouquet_id) FROM delivery_lines l JOIN deliveries d ON d.id = l.delivery_id WHERE d.delivered_on >= '2023-01-01' AND d.delivered_on < '2024-01-01'",
    },
  ],
  "a role a key gives the rows it points at joins through that key": [
    {
      question: "which courier made the most deliveries",
      gold: "SELECT s.name, COUNT(*) AS n FROM deliveries d JOIN staff s ON s.id = d.courier_id GROUP BY s.id, s.name ORDER BY n DESC LIMIT 1",
      naive:
        "SELECT s.name, COUNT(*) AS n FROM deliveries d JOIN staff s ON s.id = d.packer_id GROUP BY s.id, s.name ORDER BY n DESC LIMIT 1",
    },
    {
      question: "revenue by packer",
      gold: "SELECT s.name, SUM(d.total) FROM deliveries d JOIN staff s ON s.id = d.packer_id GROUP BY s.id, s.name",
    },
    // the role's noun is also a job code: counted or listed, only staff of that job
    {
      question: "how many couriers are there",
      gold: "SELECT COUNT(*) FROM staff WHERE job_cd = 'CR'",
      naive: "SELECT COUNT(*) FROM staff",
    },
    {
      question: "staff who never drove a delivery",
      gold: "SELECT s.name, s.job_cd, s.hired_on FROM staff s WHERE NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.courier_id = s.id)",
      naive: "SELECT name FROM staff",
    },
    {
      question: "which shops haven't received a single delivery",
      gold: "SELECT s.shop_name, s.city, s.ctry, s.tier, s.grade FROM shops s WHERE NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.shop_id = s.id)",
      naive: "SELECT shop_name FROM shops",
    },
    {
      question: "which 2 couriers made the most deliveries in 2024",
      gold: "SELECT s.name, COUNT(*) AS n FROM deliveries d JOIN staff s ON s.id = d.courier_id WHERE d.delivered_on >= '2024-01-01' AND d.delivered_on < '2025-01-01' GROUP BY s.id, s.name ORDER BY n DESC LIMIT 2",
      ordered: true,
      naive:
        "SELECT s.name, COUNT(*) AS n FROM deliveries d JOIN staff s ON s.id = d.courier_id WHERE d.delivered_on >= '2024-01-01' AND d.delivered_on < '2025-01-01' GROUP BY s.id, s.name ORDER BY n DESC LIMIT 1",
    },
  ],
  "a self-reference read as a second table": [
    {
      question: "who was hired most recently",
      gold: "SELECT name, hired_on, job_cd FROM staff ORDER BY hired_on DESC LIMIT 1",
      naive: "SELECT name FROM staff",
    },
    {
      question: "list the couriers and who they report to",
      gold: "SELECT s.name AS person, m.name AS lead FROM staff s JOIN staff m ON m.id = s.lead_id WHERE s.job_cd = 'CR'",
      naive: "SELECT m.name FROM staff s JOIN staff m ON m.id = s.lead_id WHERE s.job_cd = 'CR'",
    },
    {
      question: "who does Tove Lindqvist report to",
      gold: "SELECT m.name FROM staff s JOIN staff m ON m.id = s.lead_id WHERE s.name = 'Tove Lindqvist'",
      naive: "SELECT name FROM staff WHERE name = 'Tove Lindqvist'",
    },
    {
      question: "how many people report to Ines Calloway",
      gold: "SELECT COUNT(*) FROM staff s JOIN staff m ON m.id = s.lead_id WHERE m.name = 'Ines Calloway'",
      naive: "SELECT COUNT(*) FROM staff WHERE name = 'Ines Calloway'",
    },
    {
      question: "which manager has the most direct reports",
      gold: "SELECT m.name, COUNT(*) AS n FROM staff s JOIN staff m ON m.id = s.lead_id GROUP BY m.id, m.name ORDER BY n DESC LIMIT 1",
    },
  ],
  "the event a verb names dates the rows, and halves of a year": [
    // "opened" is the event of opened_at, not the state "open"; "open" alone is that state
    {
      question: "how many shops never opened a complaint",
      gold: "SELECT COUNT(*) FROM shops s WHERE NOT EXISTS (SELECT 1 FROM complaints c WHERE c.shop_id = s.id)",
      naive:
        "SELECT COUNT(*) FROM shops s WHERE NOT EXISTS (SELECT 1 FROM complaints c WHERE c.shop_id = s.id AND c.state = 'open')",
    },
    { question: "how many open complaints", gold: "SELECT COUNT(*) FROM complaints WHERE state = 'open'" },
    {
      question: "how many complaints were closed since March 9, 2024",
      gold: "SELECT COUNT(*) FROM complaints WHERE closed_at >= '2024-03-09'",
      naive: "SELECT COUNT(*) FROM complaints WHERE opened_at >= '2024-03-09'",
    },
    {
      question: "how many complaints were closed after 2024-03-08",
      gold: "SELECT COUNT(*) FROM complaints WHERE closed_at >= '2024-03-09'",
    },
    {
      question: "how many complaints were closed in March 2024",
      gold: "SELECT COUNT(*) FROM complaints WHERE closed_at >= '2024-03-01' AND closed_at < '2024-04-01'",
      naive:
        "SELECT COUNT(*) FROM complaints WHERE state = 'closed' AND closed_at >= '2024-03-01' AND closed_at < '2024-04-01'",
    },
    {
      question: "revenue in the second half of 2024",
      gold: "SELECT SUM(total) FROM deliveries WHERE delivered_on >= '2024-07-01' AND delivered_on < '2025-01-01'",
    },
    {
      question: "revenue in the 1st quarter of 2024",
      gold: "SELECT SUM(total) FROM deliveries WHERE delivered_on >= '2024-01-01' AND delivered_on < '2024-04-01'",
      naive: "SELECT SUM(total) FROM deliveries WHERE delivered_on >= '2024-01-01' AND delivered_on < '2025-01-01'",
    },
    {
      question: "deliveries by month in the third quarter of 2023",
      gold: "SELECT CAST(date_trunc('month', delivered_on) AS date), COUNT(*) FROM deliveries WHERE delivered_on >= '2023-07-01' AND delivered_on < '2023-10-01' GROUP BY 1",
    },
    // lines go by their delivery's dates: the verb picks which one, for the buckets as for the condition
    {
      question: "quantity due per day in March 2024",
      gold: "SELECT CAST(d.due_on AS date), SUM(l.qty) FROM delivery_lines l JOIN deliveries d ON d.id = l.delivery_id WHERE d.due_on >= '2024-03-01' AND d.due_on < '2024-04-01' GROUP BY 1",
      naive:
        "SELECT CAST(d.delivered_on AS date), SUM(l.qty) FROM delivery_lines l JOIN deliveries d ON d.id = l.delivery_id WHERE d.due_on >= '2024-03-01' AND d.due_on < '2024-04-01' GROUP BY 1",
    },
  ],
  "days of the week: a bucket named and sorted Monday first, and a condition": [
    {
      question: "revenue by day of week",
      gold: "SELECT TO_CHAR(delivered_on, 'ID Dy'), SUM(total) FROM deliveries GROUP BY 1",
      naive: "SELECT delivered_on, SUM(total) FROM deliveries GROUP BY 1",
    },
    {
      question: "which weekday has the most deliveries",
      gold: "SELECT TO_CHAR(delivered_on, 'ID Dy'), COUNT(*) AS n FROM deliveries GROUP BY 1 ORDER BY n DESC FETCH FIRST 1 ROWS WITH TIES",
    },
    {
      question: "how many deliveries were made on weekends in 2024",
      gold: "SELECT COUNT(*) FROM deliveries WHERE EXTRACT(ISODOW FROM delivered_on) IN (6, 7) AND delivered_on >= '2024-01-01' AND delivered_on < '2025-01-01'",
      naive: "SELECT COUNT(*) FROM deliveries WHERE delivered_on >= '2024-01-01' AND delivered_on < '2025-01-01'",
    },
    {
      question: "revenue on Tuesdays",
      gold: "SELECT SUM(total) FROM deliveries WHERE EXTRACT(ISODOW FROM delivered_on) = 2",
      naive: "SELECT SUM(total) FROM deliveries",
    },
  ],
  "a clause that says how to sort the answer": [
    {
      question: "total revenue by city, ordered from lowest to highest",
      gold: "SELECT s.city, SUM(d.total) AS t FROM deliveries d JOIN shops s ON s.id = d.shop_id GROUP BY s.city ORDER BY t ASC",
      ordered: true,
    },
    {
      question: "which bouquets have the highest list price, ordered from highest to lowest",
      gold: "SELECT name, list_price, style, scent, num_stems FROM bouquets ORDER BY list_price DESC",
      ordered: true,
      naive: "SELECT name, list_price FROM bouquets ORDER BY list_price DESC LIMIT 1",
    },
    { question: "list the growers alphabetically", gold: "SELECT * FROM growers ORDER BY name", ordered: true },
    {
      question: "bouquets sorted in ascending order of list price",
      gold: "SELECT * FROM bouquets ORDER BY list_price ASC",
      ordered: true,
      naive: "SELECT SUM(list_price) FROM bouquets",
    },
  ],
  "a number hyphenated to a numeric column's noun is its value": [
    {
      question: "how many 13-stem bouquets are there",
      gold: "SELECT COUNT(*) FROM bouquets WHERE num_stems = 13",
      naive: "SELECT COUNT(*) FROM bouquets",
    },
    {
      question: "which grower has the most 12-stem bouquets",
      gold: "SELECT g.name, COUNT(*) AS n FROM bouquets b JOIN growers g ON g.id = b.grower_id WHERE b.num_stems = 12 GROUP BY g.id, g.name ORDER BY n DESC LIMIT 1",
    },
  ],
  "a row named by its number, and a country named in full over ISO codes": [
    {
      question: "which shop received delivery 12",
      gold: "SELECT s.shop_name, s.city, s.ctry, s.tier, s.grade FROM deliveries d JOIN shops s ON s.id = d.shop_id WHERE d.id = 12",
      naive: "SELECT s.shop_name FROM shops s WHERE EXISTS (SELECT 1 FROM deliveries d WHERE d.shop_id = s.id)",
    },
    { question: "total of delivery #7", gold: "SELECT total FROM deliveries WHERE id = 7" },
    {
      question: "names of the bouquets in delivery no. 3",
      gold: "SELECT DISTINCT b.name FROM delivery_lines l JOIN bouquets b ON b.id = l.bouquet_id WHERE l.delivery_id = 3",
    },
    {
      question: "revenue from shops in Belgium",
      gold: "SELECT SUM(d.total) FROM deliveries d JOIN shops s ON s.id = d.shop_id WHERE s.ctry = 'BE'",
    },
    {
      question: "average delivery value for shops in Portugal",
      gold: "SELECT AVG(d.total) FROM deliveries d JOIN shops s ON s.id = d.shop_id WHERE s.ctry = 'PT'",
    },
  ],
  "a duration between two timestamps": [
    {
      question: "average complaint resolution time by severity",
      gold: "SELECT severity, AVG(EXTRACT(EPOCH FROM closed_at - opened_at) / 3600) FROM complaints GROUP BY severity",
    },
    {
      question: "how many complaints had a resolution time of more than 1 day",
      gold: "SELECT COUNT(*) FROM complaints WHERE EXTRACT(EPOCH FROM closed_at - opened_at) > 86400",
      naive: "SELECT COUNT(*) FROM complaints WHERE EXTRACT(EPOCH FROM closed_at - opened_at) / 3600 > 1",
    },
    {
      question: "how many complaints took less than 30 hours",
      gold: "SELECT COUNT(*) FROM complaints WHERE EXTRACT(EPOCH FROM closed_at - opened_at) < 30 * 3600",
      naive: "SELECT COUNT(*) FROM complaints WHERE refund < 30",
    },
    {
      question: "how many closed complaints",
      gold: "SELECT COUNT(*) FROM complaints WHERE state = 'closed'",
      naive: "SELECT SUM(EXTRACT(EPOCH FROM closed_at - opened_at) / 3600) FROM complaints",
    },
    {
      question: "how long does it take to close a complaint",
      gold: "SELECT AVG(EXTRACT(EPOCH FROM closed_at - opened_at) / 3600) FROM complaints",
      naive: "SELECT SUM(EXTRACT(EPOCH FROM closed_at - opened_at) / 3600) FROM complaints",
    },
    {
      question: "closing time by severity",
      gold: "SELECT severity, AVG(EXTRACT(EPOCH FROM closed_at - opened_at) / 3600) FROM complaints GROUP BY severity",
      naive: "SELECT severity, SUM(EXTRACT(EPOCH FROM closed_at - opened_at) / 3600) FROM complaints GROUP BY severity",
    },
    {
      question: "how many hours between a complaint being opened and closed",
      gold: "SELECT AVG(EXTRACT(EPOCH FROM closed_at - opened_at) / 3600) FROM complaints",
      naive: "SELECT SUM(EXTRACT(EPOCH FROM closed_at - opened_at) / 3600) FROM complaints",
    },
    {
      question: "average time to close a complaint in minutes",
      gold: "SELECT AVG(EXTRACT(EPOCH FROM closed_at - opened_at) / 60) FROM complaints",
    },
  ],
  "a list sentence names the answer's columns; the measure after “by” ranks": [
    {
      question:
        "Top 2 shops by total delivery value. Return the shop name, city, number of deliveries and total delivery value.",
      gold: "SELECT s.shop_name, s.city, COUNT(*), SUM(d.total) AS t FROM deliveries d JOIN shops s ON s.id = d.shop_id GROUP BY s.id, s.shop_name, s.city ORDER BY t DESC LIMIT 2",
      ordered: true,
      naive:
        "SELECT s.shop_name, s.city, COUNT(*) AS n, SUM(d.total) FROM deliveries d JOIN shops s ON s.id = d.shop_id GROUP BY s.id, s.shop_name, s.city ORDER BY n DESC, s.id LIMIT 2",
    },
    {
      question: "Top 2 shops by total delivery value; show the shop id, shop name and the total delivery value.",
      gold: "SELECT s.id, s.shop_name, SUM(d.total) AS t FROM deliveries d JOIN shops s ON s.id = d.shop_id GROUP BY s.id, s.shop_name ORDER BY t DESC LIMIT 2",
      ordered: true,
    },
    {
      question: "Which shops had refused deliveries? Return the shop name and the number of refused deliveries.",
      gold: "SELECT s.shop_name, COUNT(*) FROM deliveries d JOIN shops s ON s.id = d.shop_id WHERE d.status = 'refused' GROUP BY s.id, s.shop_name",
    },
    {
      question: "Return the city, the number of unique shops and the total delivery value for each city.",
      gold: "SELECT s.city, COUNT(DISTINCT s.id), SUM(d.total) FROM deliveries d JOIN shops s ON s.id = d.shop_id GROUP BY s.city",
      naive: "SELECT s.city, COUNT(*), SUM(d.total) FROM deliveries d JOIN shops s ON s.id = d.shop_id GROUP BY s.city",
    },
    {
      question: "Return the bouquet id and name of bouquets that have not been used in any delivery.",
      gold: "SELECT b.id, b.name FROM bouquets b WHERE NOT EXISTS (SELECT 1 FROM delivery_lines l WHERE l.bouquet_id = b.id)",
      naive: "SELECT b.id, b.name FROM bouquets b",
    },
    {
      question: "How many deliveries were made in each of the last 6 months, excluding the current month?",
      gold: "SELECT CAST(date_trunc('month', delivered_on) AS date), COUNT(*) FROM deliveries WHERE delivered_on >= '2024-06-01' AND delivered_on < '2024-12-01' GROUP BY 1",
      naive: "SELECT COUNT(*) FROM deliveries WHERE delivered_on >= '2024-06-01' AND delivered_on < '2024-12-01'",
    },
  ],
  "list sentences name columns in pairs, combinations and repeats": [
    {
      question: "List the first and last names of florists.",
      gold: "SELECT DISTINCT first_name, last_name FROM florists",
      naive: "SELECT * FROM florists ORDER BY id LIMIT 1",
    },
    {
      question:
        "What are the 2 shops with the highest total delivery value? Return the shop name and the total delivery value.",
      gold: "SELECT s.shop_name, SUM(d.total) AS t FROM deliveries d JOIN shops s ON s.id = d.shop_id GROUP BY s.id, s.shop_name ORDER BY t DESC LIMIT 2",
      ordered: true,
      naive:
        "SELECT s.shop_name, SUM(d.total) AS t FROM deliveries d JOIN shops s ON s.id = d.shop_id GROUP BY s.id, s.shop_name ORDER BY t DESC LIMIT 1",
    },
    {
      question: "Top 2 shops by total delivery value; show the shop name and the total value.",
      gold: "SELECT s.shop_name, SUM(d.total) AS t FROM deliveries d JOIN shops s ON s.id = d.shop_id GROUP BY s.id, s.shop_name ORDER BY t DESC LIMIT 2",
      ordered: true,
    },
    {
      question: "Number of bouquets for each combination of style and scent.",
      gold: "SELECT style, scent, COUNT(*) FROM bouquets GROUP BY style, scent",
      naive: "SELECT style, COUNT(*) FROM bouquets GROUP BY style",
    },
    {
      question: "revenue per sales region",
      gold: `SELECT g.region, SUM(${REVENUE}) FROM delivery_lines l JOIN bouquets b ON b.id = l.bouquet_id JOIN growers g ON g.id = b.grower_id GROUP BY g.region`,
    },
    {
      question: "Return the shop names of shops with complaints.",
      gold: "SELECT shop_name FROM shops s WHERE EXISTS (SELECT 1 FROM complaints c WHERE c.shop_id = s.id)",
      naive: "SELECT shop_name FROM shops",
    },
    {
      question: "Which staff are not the packer of any delivery?",
      gold: "SELECT name, job_cd, hired_on FROM staff s WHERE NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.packer_id = s.id)",
      naive: "SELECT name FROM staff s WHERE NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.courier_id = s.id)",
    },
    {
      question: "Which staff are not the courier of any delivery?",
      gold: "SELECT name, job_cd, hired_on FROM staff s WHERE NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.courier_id = s.id)",
      naive: "SELECT name FROM staff",
    },
    {
      question: "What are the 3 bouquets with the most delivery lines?",
      gold: "SELECT b.name, COUNT(*) AS n FROM delivery_lines l JOIN bouquets b ON b.id = l.bouquet_id GROUP BY b.id, b.name ORDER BY n DESC LIMIT 3",
      naive: "SELECT b.name, COUNT(*) AS n FROM bouquets b GROUP BY b.id, b.name ORDER BY n DESC, b.id LIMIT 3",
    },
    {
      question: "What is the total qty delivered for each bouquet id, ordered from highest to lowest?",
      gold: "SELECT bouquet_id, SUM(qty) AS q FROM delivery_lines GROUP BY bouquet_id ORDER BY q DESC",
      ordered: true,
      naive:
        "SELECT bouquet_id, delivery_id, SUM(qty) AS q FROM delivery_lines GROUP BY bouquet_id, delivery_id ORDER BY q DESC",
    },
    {
      question: "What is the ratio of deliveries to shops?",
      gold: "SELECT 1.0 * (SELECT COUNT(*) FROM deliveries) / (SELECT COUNT(*) FROM shops)",
      naive: "SELECT COUNT(*) FROM deliveries",
    },
    {
      question: "What is the average list price of bouquets for each style? Order the results by style.",
      gold: "SELECT style, AVG(list_price) FROM bouquets GROUP BY style ORDER BY style",
      ordered: true,
    },
    {
      question: "Which growers have an average list price below 35? Return the grower name and the average list price.",
      gold: "SELECT g.name, AVG(b.list_price) FROM bouquets b JOIN growers g ON g.id = b.grower_id GROUP BY g.id, g.name HAVING AVG(b.list_price) < 35",
      naive:
        "SELECT g.name, AVG(b.list_price) FROM bouquets b JOIN growers g ON g.id = b.grower_id WHERE b.list_price < 35 GROUP BY g.id, g.name",
    },
    {
      question: "List the 3 deliveries with the highest total, with their shop name and status.",
      gold: "SELECT s.shop_name, d.status, d.total FROM deliveries d JOIN shops s ON s.id = d.shop_id ORDER BY d.total DESC LIMIT 3",
      ordered: true,
      naive:
        "SELECT s.shop_name, SUM(d.total) AS t FROM deliveries d JOIN shops s ON s.id = d.shop_id GROUP BY s.id, s.shop_name ORDER BY t DESC LIMIT 3",
    },
    {
      question: "How many bouquets have a name starting with the letter V?",
      gold: "SELECT COUNT(*) FROM bouquets WHERE name LIKE 'V%'",
      naive: "SELECT COUNT(*) FROM bouquets",
    },
    {
      question: "Which shops have a name that ends with 'ery'?",
      gold: "SELECT shop_name, city, ctry, tier, grade FROM shops WHERE shop_name LIKE '%ery'",
      naive: "SELECT shop_name FROM shops",
    },
    {
      question: "What is the average refund per shop, only for shops with more than 2 complaints?",
      gold: "SELECT s.shop_name, AVG(c.refund), COUNT(*) FROM complaints c JOIN shops s ON s.id = c.shop_id GROUP BY s.id, s.shop_name HAVING COUNT(*) > 2",
      naive:
        "SELECT s.shop_name, AVG(c.refund), COUNT(*) FROM complaints c JOIN shops s ON s.id = c.shop_id GROUP BY s.id, s.shop_name",
    },
    {
      question: "Compare the number of deliveries in 2023 and 2024.",
      gold: "SELECT CAST(date_trunc('year', delivered_on) AS date), COUNT(*) FROM deliveries WHERE delivered_on >= '2023-01-01' AND delivered_on < '2025-01-01' GROUP BY 1",
      naive:
        "SELECT COUNT(*) FROM deliveries WHERE delivered_on >= '2023-01-01' AND delivered_on < '2024-01-01' AND delivered_on >= '2024-01-01'",
    },
    {
      question: "Number of florists by first and last name.",
      gold: "SELECT first_name, last_name, COUNT(*) FROM florists GROUP BY first_name, last_name",
      naive: "SELECT first_name, COUNT(*) FROM florists GROUP BY first_name",
    },
  ],
};

const NOW = new Date("2024-12-15T12:00:00Z");
const servers = await fixtureServers(TABLES, "engine_business");
const normalise = (result: QueryResult, ordered = false) => normaliseRows(result.rows, ordered);

let gold: FixtureServer;
beforeAll(async () => {
  gold = await postgresServer(TABLES, "engine_business");
});
afterAll(async () => {
  await gold?.close();
});

describe("the fixture exercises fan-out", () => {
  const fanned = Object.values(CASES)
    .flat()
    .filter((c) => c.naive);
  it.each(fanned.map((c) => [c.question, c] as const))("the naive join answers “%s” differently", async (_, c) => {
    expect(normalise(await gold.run(c.naive!))).not.toEqual(normalise(await gold.run(c.gold)));
  });
});

describe.each(servers)("business questions on %s", (_, open) => {
  let server: FixtureServer;
  beforeAll(async () => {
    server = await open();
  });
  afterAll(async () => {
    await server?.close();
  });

  for (const [construct, cases] of Object.entries(CASES)) {
    it.each(cases.map((c) => [c.question, c] as const))(`${construct}: %s`, async (_, c) => {
      const catalog = fixtureCatalog(TABLES, server.dialect);
      const t = await translateWithExecution(c.question, { catalog, now: NOW }, server.run);
      const result = t.result ?? (await server.run(t.sql));
      expect(normalise(result, c.ordered), t.sql).toEqual(normalise(await gold.run(c.gold), c.ordered));
    });
  }

  it("words every answer for people: no alias, snake_case name or doubled word in what the answer card shows", async () => {
    const catalog = fixtureCatalog(TABLES, server.dialect);
    const leaks: string[] = [];
    for (const c of Object.values(CASES).flat()) {
      const t = await translateWithExecution(c.question, { catalog, now: NOW }, server.run);
      const result = t.result ?? (await server.run(t.sql));
      for (const text of answerCardTexts(c.question, result, t.ir, catalog))
        if (/\b[a-z0-9]+_[a-z0-9_]+\b/i.test(text) || /\b(\w+) \1\b/i.test(text)) leaks.push(`${c.question} → ${text}`);
    }
    expect(leaks).toEqual([]);
  });

  it("offers its other readings below the confidence bar, and answers the one picked", async () => {
    const catalog = fixtureCatalog(TABLES, server.dialect);
    const unsure = await translateWithExecution(
      "how many deliveries Ghent wobbly zebra",
      { catalog, now: NOW },
      server.run,
    );
    expect(unsure.confidence).toBeLessThan(0.8);
    expect(unsure.alternatives).toEqual([
      { reading: expect.any(Number), interpretation: 'Count of rows for shops, where city is "Ghent"' },
    ]);
    const picked = await translateWithExecution(
      "how many deliveries Ghent wobbly zebra",
      { catalog, now: NOW },
      server.run,
      { reading: unsure.alternatives[0].reading },
    );
    expect(picked.interpretation).toBe(unsure.alternatives[0].interpretation);
    expect(normalise(picked.result!)).toEqual(
      normalise(await gold.run("SELECT COUNT(*) FROM shops WHERE city = 'Ghent'")),
    );
    const sure = await translateWithExecution("revenue by city", { catalog, now: NOW }, server.run);
    expect(sure.confidence).toBeGreaterThanOrEqual(0.8);
    expect(sure.alternatives).toEqual([]);
  });

  it("names the thing it did not find when the question names its kind", async () => {
    const catalog = fixtureCatalog(TABLES, server.dialect);
    await expect(
      translateWithExecution("revenue of the Tulipmania bouquet", { catalog, now: NOW }, server.run),
    ).rejects.toMatchObject({
      code: "TRANSLATION_ERROR",
      message: expect.stringContaining("no bouquet called “Tulipmania”"),
    });
  });

  it("refuses a request to change data", async () => {
    const catalog = fixtureCatalog(TABLES, server.dialect);
    for (const request of [
      "delete the refused deliveries",
      "please rename the Ghent shop",
      "set every delivery to accepted",
    ]) {
      await expect(translateWithExecution(request, { catalog, now: NOW }, server.run)).rejects.toMatchObject({
        code: "TRANSLATION_ERROR",
        message: expect.stringContaining("only reads data"),
      });
    }
  });

  it("says which value it did not find instead of answering a broader question", async () => {
    const catalog = fixtureCatalog(TABLES, server.dialect);
    await expect(
      translateWithExecution("total sales in Narnia", { catalog, now: NOW }, server.run),
    ).rejects.toMatchObject({
      code: "TRANSLATION_ERROR",
      message: expect.stringContaining("no country called “Narnia”"),
    });
  });
});
