-- school_finance: eight Indiana high schools (name, town, mascot, enrollment, IHSAA athletic classes, county), their
--   yearly budgets (amount budgeted and invested, 1999-2006) and the endowment gifts each school received by donor.
-- Source: the Spider text-to-SQL dataset's school_finance database (Yale LILY, https://yale-lily.github.io/spider); the
--   copy used is database/school_finance/school_finance.sqlite of https://github.com/LeLuven/MachineSpider, commit
--   1f1e32b0de926e888ca4678adfdeee7fdd0c3267 (unchanged at fec4cdd7c9954caaa8c88e3897b763302103d5a0), whose identifiers
--   are machine-translated to German; Spider's original English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's mixed names (School, School_id, School_name, IHSAA_Football_Class beside budget,
--   endowment, total_budget_percent_budgeted, donator_name) written WITHOUT quotes, so PostgreSQL folds them to lower
--   case (school, school_id, ihsaa_football_class). School_id is integer throughout (text in Spider's School table).
--   Primary and foreign keys as declared in Spider.

CREATE TABLE school (
  school_id integer NOT NULL,
  school_name text,
  location text,
  mascot text,
  enrollment integer,
  ihsaa_class text,
  ihsaa_football_class text,
  county text,
  PRIMARY KEY (school_id)
);

CREATE TABLE budget (
  school_id integer NOT NULL,
  year integer NOT NULL,
  budgeted integer,
  total_budget_percent_budgeted numeric(4,1),
  invested integer,
  total_budget_percent_invested numeric(4,1),
  budget_invested_percent numeric(5,1),
  PRIMARY KEY (school_id, year)
);

CREATE TABLE endowment (
  endowment_id integer NOT NULL,
  school_id integer,
  donator_name text,
  amount numeric(5,2),
  PRIMARY KEY (endowment_id)
);

INSERT INTO school (school_id, school_name, location, mascot, enrollment, ihsaa_class, ihsaa_football_class, county) VALUES
(1, 'Bremen', 'Bremen', 'Lions', 495, 'AA', 'AA', '50 Marshall'),
(2, 'Culver Community', 'Culver', 'Cavaliers', 287, 'A', 'A', '50 Marshall'),
(3, 'Glenn', 'Walkerton', 'Falcons', 605, 'AAA', 'AAA', '71 St. Joseph'),
(4, 'Jimtown', 'Elkhart', 'Jimmies', 601, 'AAA', 'AAA', '20 Elkhart'),
(5, 'Knox Community', 'Knox', 'Redskins', 620, 'AAA', 'AAA', '75 Starke'),
(6, 'LaVille', 'Lakeville', 'Lancers', 379, 'AA', 'A', '71 St. Joseph'),
(7, 'New Prairie 1', 'New Carlisle', 'Cougars', 852, 'AAA', 'AAAA', '46 LaPorte 71 St. Joseph'),
(8, 'Triton', 'Bourbon', 'Trojans', 316, 'A', 'A', '50 Marshall');

INSERT INTO budget (school_id, year, budgeted, total_budget_percent_budgeted, invested, total_budget_percent_invested, budget_invested_percent) VALUES
(2, 1999, 4979, 2.0, 2134, 2.0, 42.9),
(2, 2000, 3666, 2.0, 5840, 2.0, 159.3),
(2, 2001, 6803, 2.0, 8335, 2.0, 122.5),
(3, 2002, 6803, 2.0, 8335, 2.0, 146.9),
(1, 2003, 119527, 2.4, 85249, 2.2, 71.3),
(4, 2004, 74849, 2.0, 95542, 2.2, 127.6),
(5, 2005, 61283, 1.3, 140102, 2.7, 228.8),
(5, 2006, 113531, 2.0, 146102, 2.7, 228.6);

INSERT INTO endowment (endowment_id, school_id, donator_name, amount) VALUES
(1, 1, 'Monte Plata', 9.51),
(2, 2, 'San José de Ocoa', 9.83),
(3, 3, 'Distrito Nacional', 9.55),
(4, 3, 'Valverde', 9.73),
(5, 3, 'San Cristóbal', 9.05),
(6, 4, 'Santo Domingo Este', 8.99),
(7, 4, 'Santiago', 8.85),
(8, 5, 'Duarte', 8.53),
(9, 6, 'Com. Dom. En Estados Unidos', 8.43),
(10, 7, 'La Vega', 8.82),
(11, 8, 'Peravia', 8.33);

ALTER TABLE budget ADD CONSTRAINT budget_fk1 FOREIGN KEY (school_id) REFERENCES school (school_id);

ALTER TABLE endowment ADD CONSTRAINT endowment_fk1 FOREIGN KEY (school_id) REFERENCES school (school_id);
