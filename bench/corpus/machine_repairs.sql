-- machine_repairs: a racing team's machine-repair log: 9 repair jobs (name, launch date in 2009 or 2014, notes),
--   9 machines (125cc RS125 bikes made 1991-1999, with their team, value points and quality rank), 10 technicians
--   (name, team code, starting year, age) and 9 repair assignments saying which technician worked on which repair
--   of which machine.
-- Source: the Spider text-to-SQL dataset's machine_repair database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/machine_repair/machine_repair.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names (datasets/spider/database/machine_repair/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's lower-case table names (repair, machine, technician, repair_assignment) and
--   mixed-case columns (repair_ID, Launch_Date, Notes, Machine_ID, Making_Year, Class, Team, Machine_series,
--   value_points, quality_rank, technician_id, Name, Starting_Year, Age) written WITHOUT quotes, so PostgreSQL folds
--   every name to lower case (repair_id, launch_date, machine_id). Types: Launch_Date (text such as '21 Jan 2009' in
--   Spider, every value a valid day) as date; technician_id and Starting_Year (real in Spider, whole numbers only)
--   as integer; value_points (real, whole numbers only) as numeric(6,1); the rest as in Spider (integer, text).
--   NOT NULL added to primary-key columns. Keys as in Spider; the three foreign keys of repair_assignment are added
--   after the rows (every row satisfies them).


CREATE TABLE repair (
  repair_id integer NOT NULL,
  name text,
  launch_date date,
  notes text,
  PRIMARY KEY (repair_id)
);

CREATE TABLE machine (
  machine_id integer NOT NULL,
  making_year integer,
  class text,
  team text,
  machine_series text,
  value_points numeric(6,1),
  quality_rank integer,
  PRIMARY KEY (machine_id)
);

CREATE TABLE technician (
  technician_id integer NOT NULL,
  name text,
  team text,
  starting_year integer,
  age integer,
  PRIMARY KEY (technician_id)
);

CREATE TABLE repair_assignment (
  technician_id integer NOT NULL,
  repair_id integer NOT NULL,
  machine_id integer NOT NULL,
  PRIMARY KEY (technician_id, repair_id, machine_id)
);

INSERT INTO repair (repair_id, name, launch_date, notes) VALUES
(1, 'Discoverer', '2009-01-21', 'repair Failed. Failed to achieve orbit'),
(2, 'Discoverer 1', '2009-02-28', 'First object in polar orbit'),
(3, 'Discoverer 3', '2009-06-03', 'repair failed. Failed to achieve orbit'),
(4, 'OPS 3236', '2014-06-13', 'First object in polar orbit'),
(5, 'OPS 3467', '2014-03-24', 'repair failed. Guidance system failed. No orbit.'),
(6, 'OPS 3754', '2014-06-19', 'Out-of-focus area on some film.'),
(7, 'OPS 3491', '2014-06-10', 'Cameras operated satisfactorily'),
(8, 'OPS 3042', '2014-08-05', 'Cameras operated successfully.'),
(9, 'OPS 3360', '2014-11-18', 'Cameras operated successfully.');

INSERT INTO machine (machine_id, making_year, class, team, machine_series, value_points, quality_rank) VALUES
(1, 1991, '125cc', 'Hero Sports TS- Honda', 'RS125', 105, 2),
(2, 1992, '125cc', 'Marlboro Pileri - Honda', 'RS125', 57, 1),
(3, 1993, '125cc', 'Marlboro Pileri - Honda', 'RS125', 129, 4),
(4, 1994, '125cc', 'Givi Racing- Honda', 'RS125', 194, 5),
(5, 1995, '125cc', 'Givi Racing- Honda', 'RS125', 65, 3),
(6, 1996, '125cc', 'Honda', 'RS125', 126, 7),
(7, 1997, '125cc', 'Honda', 'RS125', 238, 8),
(8, 1998, '125cc', 'Team Givi- Honda LCR', 'RS125', 62, 13),
(9, 1999, '125cc', 'Team Givi- Honda LCR', 'RS125', 171, 11);

INSERT INTO technician (technician_id, name, team, starting_year, age) VALUES
(1, 'Joe Sewell', 'NYY', 2012, 37),
(2, 'John Brown', 'NYY', 2013, 36),
(3, 'Tony Sewell', 'CLE', 2005, 43),
(4, 'Mark Sewell', 'CLE', 2009, 28),
(5, 'Charlie Hollocher', 'CHC', 2002, 35),
(6, 'Lou Boudreau', 'CLE', 2016, 32),
(7, 'Eddie Collins', 'CWS', 2005, 45),
(8, 'Joe Cochrane', 'CLE', 2006, 46),
(9, 'Eddie Collins', 'CWS', 2003, 47),
(10, 'Mickey Cochrane', 'PHA', 2009, 38);

INSERT INTO repair_assignment (technician_id, repair_id, machine_id) VALUES
(1, 1, 1),
(2, 2, 2),
(3, 3, 3),
(1, 4, 7),
(1, 5, 6),
(1, 2, 3),
(1, 8, 7),
(5, 5, 2),
(7, 2, 4);

ALTER TABLE repair_assignment ADD CONSTRAINT repair_assignment_fk1 FOREIGN KEY (technician_id) REFERENCES technician (technician_id);

ALTER TABLE repair_assignment ADD CONSTRAINT repair_assignment_fk2 FOREIGN KEY (repair_id) REFERENCES repair (repair_id);

ALTER TABLE repair_assignment ADD CONSTRAINT repair_assignment_fk3 FOREIGN KEY (machine_id) REFERENCES machine (machine_id);
