-- pilot_logbook: a small register of aircraft, pilots and who flew what: 7 aircraft (order year, manufacturer,
--   model, fleet series, powertrain, fuel/propulsion), 5 pilots (rank, age, nationality, position, year joined,
--   team) and 6 pilot records (which pilot flew which aircraft on which date, one a year from 2003 to 2008).
-- Source: the Spider text-to-SQL dataset's pilot_record database (Yale LILY,
--   https://yale-lily.github.io/spider); the copy used is database/pilot_record/pilot_record.sqlite of
--   https://github.com/LeLuven/MachineSpider, commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers
--   are machine-translated to German; Spider's original English table and column names
--   (datasets/spider/database/pilot_record/schema.sql of https://github.com/hyukkyukang/text2SQL, commit
--   999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (aircraft, pilot, pilot_record; Aircraft_ID,
--   Order_Year, Fleet_Series, Fuel_Propulsion, Pilot_name, Rank, Position, Join_Year, Record_ID, Date); no name needs
--   backquotes (Rank, Position and Date work unquoted). Types: pilot_record.Date (text 'YYYY/MM/DD' in Spider) as
--   date; Order_Year, Rank, Age, Join_Year and ids as int; Fleet_Series stays text, as varchar. NOT NULL added to
--   primary-key columns. Keys as in Spider; the foreign keys are added after the rows.

CREATE TABLE aircraft (
  Aircraft_ID int NOT NULL,
  Order_Year int,
  Manufacturer varchar(20),
  Model varchar(50),
  Fleet_Series varchar(20),
  Powertrain varchar(50),
  Fuel_Propulsion varchar(20),
  PRIMARY KEY (Aircraft_ID)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE pilot (
  Pilot_ID int NOT NULL,
  Pilot_name varchar(50),
  Rank int,
  Age int,
  Nationality varchar(50),
  Position varchar(50),
  Join_Year int,
  Team varchar(50),
  PRIMARY KEY (Pilot_ID)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE pilot_record (
  Record_ID int,
  Pilot_ID int NOT NULL,
  Aircraft_ID int NOT NULL,
  Date date NOT NULL,
  PRIMARY KEY (Pilot_ID, Aircraft_ID, Date)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO aircraft (Aircraft_ID, Order_Year, Manufacturer, Model, Fleet_Series, Powertrain, Fuel_Propulsion) VALUES
  (1, 1992, 'Gillig', 'Phantom (High Floor)', '444-464 (21)', 'DD S50EGR Allison WB-400R', 'Diesel'),
  (2, 1996, 'Gillig', 'Phantom (High Floor)', '465-467 (3)', 'DD S50 Allison WB-400R', 'Diesel'),
  (3, 1998, 'Gillig', 'Phantom (High Floor)', '468-473 (6)', 'DD S50 Allison WB-400R', 'Diesel'),
  (4, 2000, 'Gillig', 'Advantage (Low Floor)', '474-481 (8)', 'Cummins ISC Allison WB-400R', 'Diesel'),
  (5, 2002, 'Gillig', 'Advantage (Low Floor)', '482-492 (11)', 'Cummins ISL Allison WB-400R', 'Diesel'),
  (6, 2010, 'NFI', 'GE40LFR', '300-309 (10)', 'Ford Triton V10 ISE-Thundervolt TB40-HG', 'Hybrid'),
  (7, 2011, 'NFI', 'C40LFR', '310-329 (20)', 'Cummins Westport ISL-G Allison WB-400R', 'CNG');

INSERT INTO pilot (Pilot_ID, Pilot_name, Rank, Age, Nationality, Position, Join_Year, Team) VALUES
  (1, 'Patrick O''Bryant', 13, 33, 'United States', 'Center Team', 2009, 'Bradley'),
  (2, 'Jermaine O''Neal', 6, 40, 'United States', 'Forward-Center Team', 2008, 'Eau Claire High School'),
  (3, 'Dan O''Sullivan', 45, 37, 'United States', 'Center Team', 1999, 'Fordham'),
  (4, 'Charles Oakley', 34, 22, 'United Kindom', 'Forward Team', 2001, 'Virginia Union'),
  (5, 'Hakeem Olajuwon', 34, 32, 'Nigeria', 'Center Team', 2010, 'Houston');

INSERT INTO pilot_record (Record_ID, Pilot_ID, Aircraft_ID, Date) VALUES
  (1, 1, 1, '2003-01-04'),
  (2, 2, 1, '2004-01-04'),
  (3, 1, 4, '2005-01-04'),
  (4, 3, 6, '2006-01-04'),
  (5, 4, 2, '2007-01-04'),
  (6, 1, 5, '2008-01-04');

ALTER TABLE pilot_record ADD CONSTRAINT fk_pilot_record_pilot_id FOREIGN KEY (Pilot_ID) REFERENCES pilot (Pilot_ID);
ALTER TABLE pilot_record ADD CONSTRAINT fk_pilot_record_aircraft_id FOREIGN KEY (Aircraft_ID) REFERENCES aircraft (Aircraft_ID);
