-- entrepreneur_pitches: a TV investment show's pitch records: 8 people (name, height in metres, weight, date of
--   birth) and 6 entrepreneurs among them, each pitching one company to one investor for an amount of money.
-- Source: the Spider text-to-SQL dataset's entrepreneur database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/entrepreneur/entrepreneur.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names (datasets/spider/database/entrepreneur/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (people, entrepreneur; People_ID, Date_of_Birth,
--   Entrepreneur_ID, Money_Requested); no name needs backquotes. Types: Height (real, two decimals) as
--   decimal(3,2); Weight and Money_Requested (real, every value whole) as int; Date_of_Birth (text 'YYYY-MM-DD') as
--   date; text as varchar; ids as int. NOT NULL added to primary-key columns. Keys as in Spider; the foreign key
--   entrepreneur.People_ID -> people is added after the rows.

CREATE TABLE people (
  People_ID int NOT NULL,
  Name varchar(50),
  Height decimal(3,2),
  Weight int,
  Date_of_Birth date,
  PRIMARY KEY (People_ID)
);

CREATE TABLE entrepreneur (
  Entrepreneur_ID int NOT NULL,
  People_ID int,
  Company varchar(50),
  Money_Requested int,
  Investor varchar(50),
  PRIMARY KEY (Entrepreneur_ID)
);

INSERT INTO people (People_ID, Name, Height, Weight, Date_of_Birth) VALUES
  (1, 'Francesco Postiglione', 1.90, 80, '1972-04-29'),
  (2, 'Leonardo Binchi', 1.86, 57, '1975-08-27'),
  (3, 'Fabrizio Buonocore', 1.83, 45, '1977-04-28'),
  (4, 'Marco Gerini', 1.72, 75, '1971-08-05'),
  (5, 'Roberto Calcaterra', 1.75, 67, '1972-02-06'),
  (6, 'Goran Fiorentini', 1.78, 89, '1981-11-21'),
  (7, 'Alberto Angelini', 1.82, 58, '1974-09-28'),
  (8, 'Maurizio Felugo', 1.95, 76, '1981-03-04');

INSERT INTO entrepreneur (Entrepreneur_ID, People_ID, Company, Money_Requested, Investor) VALUES
  (1, 1, 'Umbrolly', 150000, 'Duncan Bannatyne'),
  (2, 2, 'Grails Ltd', 120000, 'Doug Richard'),
  (3, 3, 'Le Beanock', 54000, 'Rachel Elnaugh'),
  (4, 5, 'IV Cam', 50000, 'Peter Jones'),
  (5, 6, 'Mycorrhizal Systems', 75000, 'Simon Woodroffe'),
  (6, 8, 'Elizabeth Galton Ltd', 110000, 'Duncan Bannatyne');

ALTER TABLE entrepreneur ADD CONSTRAINT fk_entrepreneur_people_id FOREIGN KEY (People_ID) REFERENCES people (People_ID);
