-- swim_meets: a swimming results register: 8 distance swimmers (name, nationality, split times at every 100 m from
--   100 m to 700 m and the finishing time), 10 stadiums (name, capacity, city, country, opening year), 6 events (name,
--   stadium, year) and 13 results (a swimmer's outcome at an event: Win, Loss or NC).
-- Source: the Spider text-to-SQL dataset's swimming database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/swimming/swimming.sqlite of
--   https://github.com/LeLuven/MachineSpider, commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are
--   machine-translated to German; Spider's original English table and column names (datasets/spider/database/swimming/
--   schema.sql of https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are
--   restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (swimmer, stadium, event, record; ID, name, Name,
--   Nationality, meter_100, Time, Capacity, Opening_year, Stadium_ID, Year, Result, Swimmer_ID, Event_ID); no name
--   needs backquotes. Types: meter_100 (real, seconds) as decimal(4,2); meter_200 ... meter_700 and Time (text
--   'm:ss.xx') as time(2) ('1:57.10' -> '00:01:57.10'); event.Year (text) as int; Capacity and Opening_year as int.
--   NOT NULL added to primary-key columns. Keys as in Spider; the foreign keys are added after the rows.

CREATE TABLE swimmer (
  ID int NOT NULL,
  name varchar(50),
  Nationality varchar(30),
  meter_100 decimal(4,2),
  meter_200 time(2),
  meter_300 time(2),
  meter_400 time(2),
  meter_500 time(2),
  meter_600 time(2),
  meter_700 time(2),
  Time time(2),
  PRIMARY KEY (ID)
);

CREATE TABLE stadium (
  ID int NOT NULL,
  name varchar(50),
  Capacity int,
  City varchar(30),
  Country varchar(30),
  Opening_year int,
  PRIMARY KEY (ID)
);

CREATE TABLE event (
  ID int NOT NULL,
  Name varchar(30),
  Stadium_ID int,
  Year int,
  PRIMARY KEY (ID)
);

CREATE TABLE record (
  ID int,
  Result varchar(10),
  Swimmer_ID int NOT NULL,
  Event_ID int NOT NULL,
  PRIMARY KEY (Swimmer_ID, Event_ID)
);

INSERT INTO swimmer (ID, name, Nationality, meter_100, meter_200, meter_300, meter_400, meter_500, meter_600, meter_700, Time) VALUES
  (7, 'Przemysław Stańczyk', 'Poland', 57.31, '00:01:57.10', '00:02:56.02', '00:03:55.36', '00:04:54.21', '00:05:52.59', '00:06:50.91', '00:07:47.91'),
  (4, 'Craig Stevens', 'Australia', 57.35, '00:01:56.34', '00:02:55.90', '00:03:55.72', '00:04:55.08', '00:05:54.45', '00:06:52.69', '00:07:48.67'),
  (5, 'Federico Colbertaldo', 'Italy', 57.66, '00:01:56.77', '00:02:56.04', '00:03:55.37', '00:04:54.48', '00:05:53.53', '00:06:52.58', '00:07:49.98'),
  (8, 'Sébastien Rouault', 'France', 55.67, '00:01:54.40', '00:02:53.46', '00:03:52.93', '00:04:52.85', '00:05:53.03', '00:06:53.34', '00:07:52.04'),
  (1, 'Sergiy Fesenko', 'Ukraine', 57.34, '00:01:57.26', '00:02:57.10', '00:03:57.12', '00:04:57.03', '00:05:56.31', '00:06:55.07', '00:07:53.43'),
  (2, 'Grant Hackett', 'Australia', 57.34, '00:01:57.21', '00:02:56.95', '00:03:57.00', '00:04:56.96', '00:05:57.10', '00:06:57.44', '00:07:55.39'),
  (6, 'Ryan Cochrane', 'Canada', 57.84, '00:01:57.26', '00:02:56.64', '00:03:56.34', '00:04:56.15', '00:05:56.99', '00:06:57.69', '00:07:56.56'),
  (3, 'Oussama Mellouli', 'Tunisia', 57.31, '00:01:56.44', '00:02:55.94', '00:03:55.49', '00:04:54.19', '00:05:52.92', '00:06:50.80', '00:07:46.95');

INSERT INTO stadium (ID, name, Capacity, City, Country, Opening_year) VALUES
  (1, 'Nou Mestalla', 75000, 'Valencia', 'Spain', 2004),
  (2, 'Gazprom Arena', 69501, 'Saint Petersburg', 'Russia', 2005),
  (3, 'Baku Olympic Stadium', 68000, 'Baku', 'Azerbaijan', 2005),
  (4, 'Estadio La Peineta', 67500, 'Madrid', 'Spain', 2005),
  (5, 'Ferenc Puskás Stadion', 65000, 'Budapest', 'Hungary', 2006),
  (6, 'Stade des Lumières', 61556, 'Lyon', 'France', 2004),
  (7, 'Northumberland Development Project', 56250, 'London', 'England', 2006),
  (8, 'Fisht Olympic Stadium', 47659, 'Sochi', 'Russia', 2004),
  (9, 'Arena Baltika', 45015, 'Kaliningrad', 'Russia', 2007),
  (10, 'Yubileyniy Stadium', 45015, 'Saransk', 'Russia', 2005);

INSERT INTO event (ID, Name, Stadium_ID, Year) VALUES
  (1, 'FINA', 1, 2016),
  (2, 'Pacific', 10, 2011),
  (3, 'World Master', 2, 2012),
  (4, 'World Junior', 3, 2013),
  (5, 'IPC', 4, 2014),
  (6, 'European FINA', 8, 2017);

INSERT INTO record (ID, Result, Swimmer_ID, Event_ID) VALUES
  (1, 'NC', 1, 1),
  (2, 'Win', 1, 2),
  (3, 'Loss', 3, 3),
  (4, 'Win', 4, 3),
  (5, 'Loss', 1, 3),
  (6, 'Win', 6, 3),
  (7, 'Win', 5, 3),
  (8, 'Win', 2, 1),
  (9, 'Win', 3, 1),
  (10, 'Win', 4, 1),
  (11, 'Win', 4, 2),
  (12, 'Win', 3, 5),
  (13, 'Loss', 4, 4);

ALTER TABLE event ADD CONSTRAINT fk_event_stadium_id FOREIGN KEY (Stadium_ID) REFERENCES stadium (ID);
ALTER TABLE record ADD CONSTRAINT fk_record_swimmer_id FOREIGN KEY (Swimmer_ID) REFERENCES swimmer (ID);
ALTER TABLE record ADD CONSTRAINT fk_record_event_id FOREIGN KEY (Event_ID) REFERENCES event (ID);
