-- museums: a museum group's membership and visit records — 8 museums (name, number of staff, year opened), 6 member
--   visitors (name, membership level, age) and 6 visits saying which visitor came to which museum, how many tickets
--   they bought and how much they spent in total.
-- Source: the Spider text-to-SQL dataset's museum_visit database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/museum_visit/museum_visit.sqlite of https://github.com/LeLuven/MachineSpider, commit
--   fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's original
--   English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's lower-case table names (museum, visitor, visit) and Capitalised_Snake_Case
--   columns (Museum_ID, Num_of_Staff, Open_Year, Level_of_membership, visitor_ID, Num_of_Ticket, Total_spent) written
--   WITHOUT quotes, so every name folds to lower case. Open_Year (text in Spider) and visit.visitor_ID (text in
--   Spider, pointing at the integer visitor.ID) typed integer; Total_spent numeric(10,2). Keys as in Spider.

CREATE TABLE museum (
  museum_id integer NOT NULL,
  name text,
  num_of_staff integer,
  open_year integer,
  PRIMARY KEY (museum_id)
);

CREATE TABLE visitor (
  id integer NOT NULL,
  name text,
  level_of_membership integer,
  age integer,
  PRIMARY KEY (id)
);

CREATE TABLE visit (
  museum_id integer NOT NULL,
  visitor_id integer NOT NULL,
  num_of_ticket integer,
  total_spent numeric(10,2),
  PRIMARY KEY (museum_id, visitor_id)
);

INSERT INTO museum (museum_id, name, num_of_staff, open_year) VALUES
(1, 'Plaza Museum', 62, 2000),
(2, 'Capital Plaza Museum', 25, 2012),
(3, 'Jefferson Development Museum', 18, 2010),
(4, 'Willow Grande Museum', 17, 2011),
(5, 'RiverPark Museum', 16, 2008),
(6, 'Place Tower Museum', 16, 2008),
(7, 'Central City District Residential Museum', 15, 2010),
(8, 'ZirMed Gateway Museum', 12, 2009);

INSERT INTO visitor (id, name, level_of_membership, age) VALUES
(1, 'Gonzalo Higuaín ', 8, 35),
(2, 'Guti Midfielder', 5, 28),
(3, 'Arjen Robben', 1, 27),
(4, 'Raúl Brown', 2, 56),
(5, 'Fernando Gago', 6, 36),
(6, 'Rafael van der Vaart', 1, 25);

INSERT INTO visit (museum_id, visitor_id, num_of_ticket, total_spent) VALUES
(1, 5, 20, 320.14),
(2, 5, 4, 89.98),
(4, 3, 10, 320.44),
(2, 3, 24, 209.98),
(4, 6, 3, 20.44),
(8, 6, 2, 19.98);

ALTER TABLE visit ADD CONSTRAINT visit_fk1 FOREIGN KEY (museum_id) REFERENCES museum (museum_id);

ALTER TABLE visit ADD CONSTRAINT visit_fk2 FOREIGN KEY (visitor_id) REFERENCES visitor (id);
