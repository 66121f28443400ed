-- phone_sales: a phone retailer's stock sheet: 5 phone models (name, memory in GB, carrier, price), 6 Canadian
--   provincial markets (district, number of employees, number of shops, ranking) and 6 rows saying how many units
--   of which phone each market has in stock.
-- Source: the Spider text-to-SQL dataset's phone_market database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/phone_market/phone_market.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names are restored here (from datasets/spider/database/phone_market/schema.sql
--   of https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1).
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's lower-case tables (phone, market, phone_market) and Capitalised_Snake_Case
--   columns (Phone_ID, Memory_in_G, Market_ID, Num_of_employees, Num_of_shops, Num_of_stock) written WITHOUT quotes,
--   so PostgreSQL folds every name to lower case (phone_id, memory_in_g, num_of_stock). Spider's types kept (integer,
--   text, real), except phone_market.Phone_ID, text in Spider, typed integer so that its foreign key to phone can be
--   declared (every value is a whole number). Primary and foreign keys as declared in Spider.


CREATE TABLE phone (
  name text,
  phone_id integer NOT NULL,
  memory_in_g integer,
  carrier text,
  price real,
  PRIMARY KEY (phone_id)
);

CREATE TABLE market (
  market_id integer NOT NULL,
  district text,
  num_of_employees integer,
  num_of_shops real,
  ranking integer,
  PRIMARY KEY (market_id)
);

CREATE TABLE phone_market (
  market_id integer NOT NULL,
  phone_id integer NOT NULL,
  num_of_stock integer,
  PRIMARY KEY (market_id, phone_id)
);

INSERT INTO phone (name, phone_id, memory_in_g, carrier, price) VALUES
('IPhone 5s', 1, 32, 'Sprint', 320),
('IPhone 6', 5, 128, 'Sprint', 480),
('IPhone 6s', 2, 128, 'TMobile', 699),
('IPhone 7', 4, 16, 'TMobile', 899),
('IPhone X', 3, 64, 'TMobile', 1000);

INSERT INTO market (market_id, district, num_of_employees, num_of_shops, ranking) VALUES
(1, 'Alberta', 1966, 40, 1),
(2, 'British Columbia', 1965, 49, 21),
(3, 'New Brunswick', 1978, 10, 4),
(4, 'Nova Scotia', 1968, 32, 5),
(5, 'Ontario', 1958, 54, 3),
(6, 'Quebec', 1958, 54, 8);

INSERT INTO phone_market (market_id, phone_id, num_of_stock) VALUES
(1, 1, 2232),
(2, 2, 4324),
(1, 4, 874),
(5, 1, 682),
(2, 3, 908),
(6, 3, 1632);

ALTER TABLE phone_market ADD CONSTRAINT phone_market_fk1 FOREIGN KEY (market_id) REFERENCES market (market_id);

ALTER TABLE phone_market ADD CONSTRAINT phone_market_fk2 FOREIGN KEY (phone_id) REFERENCES phone (phone_id);
