-- entrepreneur_pitches: a TV investment show's pitch records: 8 people (name, height in metres, weight, date of
--   birth) and 6 entrepreneurs among them, each pitching one company to one investor for an amount of money.
-- Source: the Spider text-to-SQL dataset's entrepreneur database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/entrepreneur/entrepreneur.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names (datasets/spider/database/entrepreneur/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's lower-case table names (people, entrepreneur) and Capitalised_Snake_Case
--   columns (People_ID, Name, Height, Weight, Date_of_Birth, Entrepreneur_ID, Company, Money_Requested, Investor)
--   written WITHOUT quotes, so PostgreSQL folds every name to lower case (people_id, date_of_birth,
--   money_requested). Types: Height (real, metres with two decimals) as numeric(3,2); Weight and Money_Requested
--   (real in Spider, every value whole) as integer; Date_of_Birth (text 'YYYY-MM-DD' in Spider) as date; text as
--   varchar; ids as integer. NOT NULL added to primary-key columns. Keys as in Spider; the foreign key
--   entrepreneur.People_ID -> people is added after the rows (every row satisfies it).

CREATE TABLE people (
  people_id integer NOT NULL,
  name varchar(50),
  height numeric(3,2),
  weight integer,
  date_of_birth date,
  PRIMARY KEY (people_id)
);

CREATE TABLE entrepreneur (
  entrepreneur_id integer NOT NULL,
  people_id integer,
  company varchar(50),
  money_requested integer,
  investor varchar(50),
  PRIMARY KEY (entrepreneur_id)
);

INSERT INTO people (people_id, name, height, weight, date_of_birth) VALUES
  (1, 'Francesco Postiglione', 1.90, 80, '1972-04-29'),
  (2, 'Leonardo Binchi', 1.86, 57, '1975-08-27'),
  (3, 'Fabrizio Buonocore', 1.83, 45, '1977-04-28'),
  (4, 'Marco Gerini', 1.72, 75, '1971-08-05'),
  (5, 'Roberto Calcaterra', 1.75, 67, '1972-02-06'),
  (6, 'Goran Fiorentini', 1.78, 89, '1981-11-21'),
  (7, 'Alberto Angelini', 1.82, 58, '1974-09-28'),
  (8, 'Maurizio Felugo', 1.95, 76, '1981-03-04');

INSERT INTO entrepreneur (entrepreneur_id, people_id, company, money_requested, investor) VALUES
  (1, 1, 'Umbrolly', 150000, 'Duncan Bannatyne'),
  (2, 2, 'Grails Ltd', 120000, 'Doug Richard'),
  (3, 3, 'Le Beanock', 54000, 'Rachel Elnaugh'),
  (4, 5, 'IV Cam', 50000, 'Peter Jones'),
  (5, 6, 'Mycorrhizal Systems', 75000, 'Simon Woodroffe'),
  (6, 8, 'Elizabeth Galton Ltd', 110000, 'Duncan Bannatyne');

ALTER TABLE entrepreneur ADD CONSTRAINT fk_entrepreneur_people_id FOREIGN KEY (people_id) REFERENCES people (people_id);
