-- bridges_mills: an architecture-history register: 5 architects (name, nationality, gender), 15 bridges credited to
--   them (name, location, length in metres and in feet) and 6 Belgian windmills credited to them (village, mill name,
--   mill type, year built, a source note).
-- Source: the Spider text-to-SQL dataset's architecture database (Yale LILY, https://yale-lily.github.io/spider); the
--   copy used is database/architecture/architecture.sqlite of https://github.com/LeLuven/MachineSpider, commit
--   fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's original
--   English table and column names (datasets/spider/database/architecture/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's lower-case names (architect, bridge, mill; id, name, nationality, gender,
--   architect_id, location, length_meters, length_feet, type, built_year, notes) written WITHOUT quotes. Types:
--   architect.id is text in Spider but holds only the whole numbers 1-5 and is referenced by the integer columns
--   bridge.architect_id and mill.architect_id, so it is an integer here; length_meters and length_feet (real, at most
--   one decimal: 64.2, 210.6) as numeric(5,1); the rest as in Spider (integer, text). NOT NULL added to primary-key
--   columns. Keys as in Spider; the foreign keys bridge.architect_id and mill.architect_id -> architect(id) are added
--   after the rows (every row satisfies them).

CREATE TABLE architect (
  id integer NOT NULL,
  name text,
  nationality text,
  gender text,
  PRIMARY KEY (id)
);

CREATE TABLE bridge (
  architect_id integer,
  id integer NOT NULL,
  name text,
  location text,
  length_meters numeric(5,1),
  length_feet numeric(5,1),
  PRIMARY KEY (id)
);

CREATE TABLE mill (
  architect_id integer,
  id integer NOT NULL,
  location text,
  name text,
  type text,
  built_year integer,
  notes text,
  PRIMARY KEY (id)
);

INSERT INTO architect VALUES (1, 'Frank Lloyd Wright', 'American', 'male');
INSERT INTO architect VALUES (2, 'Frank Gehry', 'Canadian', 'male');
INSERT INTO architect VALUES (3, 'Zaha Hadid', 'Iraqi, British', 'female');
INSERT INTO architect VALUES (4, 'Mies Van Der Rohe', 'German, American', 'male');
INSERT INTO architect VALUES (5, 'Le Corbusier', 'Swiss, French', 'male');

INSERT INTO bridge VALUES (1, 1, 'Xian Ren Qiao (Fairy Bridge)', 'Guangxi , China', 121.0, 400.0);
INSERT INTO bridge VALUES (2, 2, 'Landscape Arch', 'Arches National Park , Utah , USA', 88.0, 290.0);
INSERT INTO bridge VALUES (3, 3, 'Kolob Arch', 'Zion National Park , Utah , USA', 87.0, 287.0);
INSERT INTO bridge VALUES (4, 4, 'Aloba Arch', 'Ennedi Plateau , Chad', 76.0, 250.0);
INSERT INTO bridge VALUES (5, 5, 'Morning Glory Natural Bridge', 'Negro Bill Canyon , Utah , USA', 74.0, 243.0);
INSERT INTO bridge VALUES (5, 6, 'Rainbow Bridge', 'Glen Canyon National Recreation Area , Utah , USA', 71.0, 234.0);
INSERT INTO bridge VALUES (4, 7, 'Gaotun Natural Bridge', 'Guizhou , China', 70.0, 230.0);
INSERT INTO bridge VALUES (3, 8, 'Sipapu Natural Bridge', 'Natural Bridges National Monument , Utah , USA', 69.0, 225.0);
INSERT INTO bridge VALUES (2, 9, 'Stevens Arch', 'Escalante Canyon , Utah , USA', 67.0, 220.0);
INSERT INTO bridge VALUES (1, 10, 'Shipton''s Arch', 'Xinjiang , China', 65.0, 212.0);
INSERT INTO bridge VALUES (1, 11, 'Jiangzhou Arch', 'Guangxi , China', 65.0, 212.0);
INSERT INTO bridge VALUES (1, 12, 'Hazarchishma Natural Bridge', 'Bamiyan Province , Afghanistan', 64.2, 210.6);
INSERT INTO bridge VALUES (2, 13, 'Outlaw Arch', 'Dinosaur National Monument , Colorado , USA', 63.0, 206.0);
INSERT INTO bridge VALUES (2, 14, 'Snake Bridge', 'Sanostee , New Mexico , USA', 62.0, 204.0);
INSERT INTO bridge VALUES (5, 15, 'Wrather Arch', 'Wrather Canyon , Arizona , USA', 75.0, 246.0);

INSERT INTO mill VALUES (1, 1, 'Coswarem', 'Le Vieux Molen', 'Grondzeiler', 1840, 'Molenechos (Dutch)');
INSERT INTO mill VALUES (1, 2, 'Donceel', 'Moulin Bertrand', 'Grondzeiler', 1890, 'Molenechos (Dutch)');
INSERT INTO mill VALUES (2, 3, 'Fexhe-le-haut-Clocher', 'Moulin de Fexhe', 'Grondzeiler', 1843, 'Molenechos (Dutch)');
INSERT INTO mill VALUES (3, 4, 'Momalle', 'Moulin de Momalle', 'Bergmolen', 1850, 'Molenechos (Dutch)');
INSERT INTO mill VALUES (4, 5, 'Othée', 'Moulin du Château', 'Grondzeiler', 1856, 'Molenechos (Dutch)');
INSERT INTO mill VALUES (4, 6, 'Pousset', 'Moulin de Pousset', 'Grondzeiler', 1819, 'Molenechos (Dutch)');

ALTER TABLE bridge ADD CONSTRAINT bridge_architect_fk FOREIGN KEY (architect_id) REFERENCES architect (id);
ALTER TABLE mill ADD CONSTRAINT mill_architect_fk FOREIGN KEY (architect_id) REFERENCES architect (id);
