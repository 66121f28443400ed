-- railway_managers: a railway group's register: 10 railways (a short code name, the builder, the year built, the
--   wheel arrangement, the location and an object number), 9 trains (number, name, the station it comes from,
--   arrival time, the railway it runs on), 7 managers (name, country, year they started working, age, level) and
--   4 railway-manager assignments (the year each manager took over the railway).
-- Source: the Spider text-to-SQL dataset's railway database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/railway/railway.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names (datasets/spider/database/railway/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's lower-case table names (railway, train, manager, railway_manage) and
--   Capitalised columns (Railway_ID, Railway, Builder, Built, Wheels, Location, ObjectNumber, Train_ID, Train_Num,
--   Name, Arrival, Manager_ID, Country, Working_year_starts, Age, Level, From_Year) written WITHOUT quotes, so
--   PostgreSQL folds every name to lower case. Spider's train."From" is renamed From_Station (FROM is a reserved
--   word in both databases and would need quoting). Types: Arrival (text 'HH:MM' in Spider) as time;
--   Working_year_starts and From_Year (text holding four-digit years in Spider) as integer; Built stays text because
--   one value is a sentence ('1902 Midland Railway 1000 was rebuilt in 1914.'); the rest as in Spider (integer,
--   text). NOT NULL added to primary-key columns. Keys as in Spider; the three foreign keys are added after the
--   rows (every row satisfies them).


CREATE TABLE railway (
  railway_id integer NOT NULL,
  railway text,
  builder text,
  built text,
  wheels text,
  location text,
  objectnumber text,
  PRIMARY KEY (railway_id)
);

CREATE TABLE train (
  train_id integer NOT NULL,
  train_num text,
  name text,
  from_station text,
  arrival time,
  railway_id integer,
  PRIMARY KEY (train_id)
);

CREATE TABLE manager (
  manager_id integer NOT NULL,
  name text,
  country text,
  working_year_starts integer,
  age integer,
  level integer,
  PRIMARY KEY (manager_id)
);

CREATE TABLE railway_manage (
  railway_id integer NOT NULL,
  manager_id integer NOT NULL,
  from_year integer,
  PRIMARY KEY (railway_id, manager_id)
);

INSERT INTO railway (railway_id, railway, builder, built, wheels, location, objectnumber) VALUES (1, 'SECR', 'SECR Ashford', '1901', '4-4-0', 'York', '1975-7006');
INSERT INTO railway (railway_id, railway, builder, built, wheels, location, objectnumber) VALUES (2, 'MR', 'MR Derby', '1902 Midland Railway 1000 was rebuilt in 1914.', '4-4-0', 'Bo''ness', '1975-7018');
INSERT INTO railway (railway_id, railway, builder, built, wheels, location, objectnumber) VALUES (3, 'GNRD', 'GNR Doncaster', '1902', '4-4-2', 'Barrow Hill', '1975-7005');
INSERT INTO railway (railway_id, railway, builder, built, wheels, location, objectnumber) VALUES (4, 'GWRS', 'GWR Swindon', '1903', '4-4-0', 'Toddington', '1978-7025');
INSERT INTO railway (railway_id, railway, builder, built, wheels, location, objectnumber) VALUES (5, 'GERSt', 'GER Stratford', '1904', '0-6-0T', 'Bressingham', '1975-7003');
INSERT INTO railway (railway_id, railway, builder, built, wheels, location, objectnumber) VALUES (6, 'GERHt', 'GER Hartford', '1905', '0-6-0', 'Barrow Hill', '1978-7026');
INSERT INTO railway (railway_id, railway, builder, built, wheels, location, objectnumber) VALUES (7, 'GWRSn', 'GWR Swindon', '1905', '2-8-0', 'Shildon', '1976-7001');
INSERT INTO railway (railway_id, railway, builder, built, wheels, location, objectnumber) VALUES (8, 'GWRWk', 'Swindon Works', '1907', '4-6-0', 'Swindon', '1978-7027');
INSERT INTO railway (railway_id, railway, builder, built, wheels, location, objectnumber) VALUES (9, 'LTSR', 'Stephenson', '1909', '4-4-2T', 'Bressingham', '1978-7028');
INSERT INTO railway (railway_id, railway, builder, built, wheels, location, objectnumber) VALUES (10, 'Longmoor', 'Avonside', '1910', '0-6-0ST', 'Basingstoke', '2008-7159');

INSERT INTO train (train_id, train_num, name, from_station, arrival, railway_id) VALUES (1, '51195', 'Wardha-Ballarshah Pass', 'Wardha', '08:54', 1);
INSERT INTO train (train_id, train_num, name, from_station, arrival, railway_id) VALUES (2, '12139', 'Sewagram Exp', 'Mumbai CST', '09:08', 1);
INSERT INTO train (train_id, train_num, name, from_station, arrival, railway_id) VALUES (3, '12140', 'Ballarshah-Mumbai Pass', 'Ballarshah', '09:48', 2);
INSERT INTO train (train_id, train_num, name, from_station, arrival, railway_id) VALUES (4, '57135', 'Nagpur-Kazipet Pass', 'Nagpur', '23:44', 3);
INSERT INTO train (train_id, train_num, name, from_station, arrival, railway_id) VALUES (5, '57136', 'Kazipet-Nagpur Pass', 'Kazipet', '05:09', 5);
INSERT INTO train (train_id, train_num, name, from_station, arrival, railway_id) VALUES (6, '16094', 'Lucknow-Chennai Exp', 'Lucknow', '13:04', 5);
INSERT INTO train (train_id, train_num, name, from_station, arrival, railway_id) VALUES (7, '16032', 'Andaman Exp', 'Jammu Tawi', '13:04', 7);
INSERT INTO train (train_id, train_num, name, from_station, arrival, railway_id) VALUES (8, '16031', 'Andaman Exp', 'Chennai', '23:39', 9);
INSERT INTO train (train_id, train_num, name, from_station, arrival, railway_id) VALUES (9, '11401', 'Nandigram Exp', 'Mumbai CST', '13:28', 10);

INSERT INTO manager (manager_id, name, country, working_year_starts, age, level) VALUES (1, 'Ben Curtis', 'United States', 2003, 45, 5);
INSERT INTO manager (manager_id, name, country, working_year_starts, age, level) VALUES (2, 'Todd Hamilton', 'United States', 2004, 55, 5);
INSERT INTO manager (manager_id, name, country, working_year_starts, age, level) VALUES (3, 'Tiger Woods', 'United States', 2006, 46, 5);
INSERT INTO manager (manager_id, name, country, working_year_starts, age, level) VALUES (4, 'David Duval', 'United States', 2001, 47, 7);
INSERT INTO manager (manager_id, name, country, working_year_starts, age, level) VALUES (5, 'Sandy Lyle', 'Scotland', 1985, 48, 8);
INSERT INTO manager (manager_id, name, country, working_year_starts, age, level) VALUES (6, 'Nick Faldo', 'England', 1999, 51, 11);
INSERT INTO manager (manager_id, name, country, working_year_starts, age, level) VALUES (7, 'Greg Norman', 'Australia', 1993, 52, 12);

INSERT INTO railway_manage (railway_id, manager_id, from_year) VALUES (8, 1, 2010);
INSERT INTO railway_manage (railway_id, manager_id, from_year) VALUES (9, 2, 2011);
INSERT INTO railway_manage (railway_id, manager_id, from_year) VALUES (7, 3, 2012);
INSERT INTO railway_manage (railway_id, manager_id, from_year) VALUES (2, 4, 2013);

ALTER TABLE train ADD CONSTRAINT train_fk1 FOREIGN KEY (railway_id) REFERENCES railway (railway_id);
ALTER TABLE railway_manage ADD CONSTRAINT railway_manage_fk1 FOREIGN KEY (railway_id) REFERENCES railway (railway_id);
ALTER TABLE railway_manage ADD CONSTRAINT railway_manage_fk2 FOREIGN KEY (manager_id) REFERENCES manager (manager_id);
