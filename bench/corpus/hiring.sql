-- hiring: a small retail chain's employees (name, age, home city), its shops (location, district, number of products,
--   manager), which shop each employee was hired into (start year, full time or not) and the yearly bonuses employees
--   were awarded in their evaluations.
-- Source: the Spider text-to-SQL dataset's employee_hire_evaluation database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/employee_hire_evaluation/employee_hire_evaluation.sqlite
--   of https://github.com/LeLuven/MachineSpider, commit 1f1e32b0de926e888ca4678adfdeee7fdd0c3267 (unchanged at
--   fec4cdd7c9954caaa8c88e3897b763302103d5a0), whose identifiers are machine-translated to German; Spider's original
--   English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's snake_case with Capitalised words (Employee_ID, Shop_ID, Number_products,
--   Manager_name, Start_from, Is_full_time, Year_awarded) written WITHOUT quotes, so PostgreSQL folds them to lower case
--   (employee_id, start_from, is_full_time, year_awarded); the table names are lower case in Spider already. Years
--   (Start_from, Year_awarded; text in Spider) are integers; Is_full_time ('T'/'F' in Spider) is boolean. Primary and
--   foreign keys as declared in Spider.

CREATE TABLE employee (
  employee_id integer NOT NULL,
  name text,
  age integer,
  city text,
  PRIMARY KEY (employee_id)
);

CREATE TABLE shop (
  shop_id integer NOT NULL,
  name text,
  location text,
  district text,
  number_products integer,
  manager_name text,
  PRIMARY KEY (shop_id)
);

CREATE TABLE hiring (
  shop_id integer,
  employee_id integer NOT NULL,
  start_from integer,
  is_full_time boolean,
  PRIMARY KEY (employee_id)
);

CREATE TABLE evaluation (
  employee_id integer NOT NULL,
  year_awarded integer NOT NULL,
  bonus numeric(10,2),
  PRIMARY KEY (employee_id, year_awarded)
);

INSERT INTO employee (employee_id, name, age, city) VALUES
(1, 'George Chuter', 23, 'Bristol'),
(2, 'Lee Mears', 29, 'Bath'),
(3, 'Mark Regan', 43, 'Bristol'),
(4, 'Jason Hobson', 30, 'Bristol'),
(5, 'Tim Payne', 29, 'Wasps'),
(6, 'Andrew Sheridan', 28, 'Sale'),
(7, 'Matt Stevens', 29, 'Bath'),
(8, 'Phil Vickery', 40, 'Wasps'),
(9, 'Steve Borthwick', 32, 'Bath'),
(10, 'Louis Deacon', 36, 'Leicester');

INSERT INTO shop (shop_id, name, location, district, number_products, manager_name) VALUES
(1, 'FC Haka', 'Valkeakoski', 'Tehtaan kenttä', 3516, 'Olli Huttunen'),
(2, 'HJK', 'Helsinki', 'Finnair Stadium', 10770, 'Antti Muurinen'),
(3, 'FC Honka', 'Espoo', 'Tapiolan Urheilupuisto', 6000, 'Mika Lehkosuo'),
(4, 'FC Inter', 'Turku', 'Veritas Stadion', 10000, 'Job Dragtsma'),
(5, 'FF Jaro', 'Jakobstad', 'Jakobstads Centralplan', 5000, 'Mika Laurikainen'),
(6, 'FC KooTeePee', 'Kotka', 'Arto Tolsa Areena', 4780, 'Tommi Kautonen'),
(7, 'KuPS', 'Kuopio', 'Magnum Areena', 3500, 'Kai Nyyssönen'),
(8, 'FC Lahti', 'Lahti', 'Lahden Stadion', 15000, 'Ilkka Mäkelä'),
(9, 'IFK Mariehamn', 'Mariehamn', 'Wiklöf Holding Arena', 1600, 'Pekka Lyyski');

INSERT INTO hiring (shop_id, employee_id, start_from, is_full_time) VALUES
(1, 1, 2009, TRUE),
(1, 2, 2003, TRUE),
(8, 3, 2011, FALSE),
(4, 4, 2012, TRUE),
(5, 5, 2013, TRUE),
(2, 6, 2010, FALSE),
(6, 7, 2008, TRUE);

INSERT INTO evaluation (employee_id, year_awarded, bonus) VALUES
(1, 2011, 3000.00),
(2, 2015, 3200.00),
(1, 2016, 2900.00),
(4, 2017, 3200.00),
(7, 2018, 3200.00),
(10, 2016, 4000.00);

ALTER TABLE hiring ADD CONSTRAINT hiring_fk1 FOREIGN KEY (shop_id) REFERENCES shop (shop_id);

ALTER TABLE hiring ADD CONSTRAINT hiring_fk2 FOREIGN KEY (employee_id) REFERENCES employee (employee_id);

ALTER TABLE evaluation ADD CONSTRAINT evaluation_fk1 FOREIGN KEY (employee_id) REFERENCES employee (employee_id);
