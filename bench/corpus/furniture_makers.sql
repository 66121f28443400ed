-- furniture_makers: 7 furniture manufacturers (year opened, name, number of factories and of shops), 7 kinds of
--   furniture (name, number of components, a market rate with no unit that looks like a share in per cent: the 7
--   values sum to 100) and 5 rows saying which manufacturer makes which furniture at what price in dollars.
-- Source: the Spider text-to-SQL dataset's manufacturer database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/manufacturer/manufacturer.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names are restored here (from Spider's schema.sql in
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1).
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's lower-case table names (manufacturer, furniture, and the truncated link table
--   furniture_manufacte) and Capitalised_Snake_Case columns (Manufacturer_ID, Open_Year, Name, Num_of_Factories,
--   Num_of_Shops, Furniture_ID, Num_of_Component, Market_Rate, Price_in_Dollar) written WITHOUT quotes, so
--   PostgreSQL folds every name to lower case (open_year, num_of_shops, price_in_dollar). Spider's types kept
--   (integer, text, real; Open_Year is a real in Spider and stays one). Primary and foreign keys as in Spider.


CREATE TABLE manufacturer (
  manufacturer_id integer NOT NULL,
  open_year real,
  name text,
  num_of_factories integer,
  num_of_shops integer,
  PRIMARY KEY (manufacturer_id)
);

CREATE TABLE furniture (
  furniture_id integer NOT NULL,
  name text,
  num_of_component integer,
  market_rate real,
  PRIMARY KEY (furniture_id)
);

CREATE TABLE furniture_manufacte (
  manufacturer_id integer NOT NULL,
  furniture_id integer NOT NULL,
  price_in_dollar real,
  PRIMARY KEY (manufacturer_id, furniture_id)
);

INSERT INTO manufacturer (manufacturer_id, open_year, name, num_of_factories, num_of_shops) VALUES
(1, 1980, 'Chevrolet House', 36, 8),
(2, 1990, 'IKEA', 21, 19),
(3, 1991, 'Ford Make', 12, 2),
(4, 1992, 'Jiaju', 1, 35),
(5, 2000, 'Chevrolet', 38, 24),
(6, 2001, 'Dodge', 3, 7),
(7, 2008, 'Tomorrow', 12, 4);

INSERT INTO furniture (furniture_id, name, num_of_component, market_rate) VALUES
(1, 'Billiard table', 14, 52.5),
(2, 'Chabudai', 4, 40),
(3, 'Bookcase', 6, 1),
(4, 'Hatstand', 5, 0.5),
(5, 'Bench', 5, 3.5),
(6, 'Four-poster bed', 3, 2),
(7, 'Dining set', 12, 0.5);

INSERT INTO furniture_manufacte (manufacturer_id, furniture_id, price_in_dollar) VALUES
(1, 3, 239),
(4, 2, 450),
(7, 7, 2124),
(5, 1, 443),
(7, 4, 1234);

ALTER TABLE furniture_manufacte ADD CONSTRAINT furniture_manufacte_fk1 FOREIGN KEY (manufacturer_id) REFERENCES manufacturer (manufacturer_id);

ALTER TABLE furniture_manufacte ADD CONSTRAINT furniture_manufacte_fk2 FOREIGN KEY (furniture_id) REFERENCES furniture (furniture_id);
