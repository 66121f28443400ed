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
-- Converted for MariaDB 10.11: Spider's capitalisation kept (railway, train, manager, railway_manage;
--   Railway_ID, ObjectNumber, Train_Num, Working_year_starts, From_Year, ...); no name needs backquotes. Spider's
--   train."From" is renamed From_Station (FROM is a reserved word). Types: Arrival (text 'HH:MM') as time;
--   Working_year_starts and From_Year (text four-digit years) as int; Built stays text (one value is a sentence);
--   the rest as in Spider (int, text). NOT NULL added to primary-key columns. Keys as in Spider; foreign keys added
--   after the rows.


CREATE TABLE railway (
  Railway_ID int NOT NULL,
  Railway text,
  Builder text,
  Built text,
  Wheels text,
  Location text,
  ObjectNumber text,
  PRIMARY KEY (Railway_ID)
);

CREATE TABLE train (
  Train_ID int NOT NULL,
  Train_Num text,
  Name text,
  From_Station text,
  Arrival time,
  Railway_ID int,
  PRIMARY KEY (Train_ID)
);

CREATE TABLE manager (
  Manager_ID int NOT NULL,
  Name text,
  Country text,
  Working_year_starts int,
  Age int,
  Level int,
  PRIMARY KEY (Manager_ID)
);

CREATE TABLE railway_manage (
  Railway_ID int NOT NULL,
  Manager_ID int NOT NULL,
  From_Year int,
  PRIMARY KEY (Railway_ID, Manager_ID)
);

INSERT INTO railway (Railway_ID, Railway, Builder, Built, Wheels, Location, ObjectNumber) VALUES (1, 'SECR', 'SECR Ashford', '1901', '4-4-0', 'York', '1975-7006');
INSERT INTO railway (Railway_ID, Railway, Builder, Built, Wheels, Location, ObjectNumber) VALUES (2, 'MR', 'MR Derby', '1902 Midland Railway 1000 was rebuilt in 1914.', '4-4-0', 'Bo''ness', '1975-7018');
INSERT INTO railway (Railway_ID, Railway, Builder, Built, Wheels, Location, ObjectNumber) VALUES (3, 'GNRD', 'GNR Doncaster', '1902', '4-4-2', 'Barrow Hill', '1975-7005');
INSERT INTO railway (Railway_ID, Railway, Builder, Built, Wheels, Location, ObjectNumber) VALUES (4, 'GWRS', 'GWR Swindon', '1903', '4-4-0', 'Toddington', '1978-7025');
INSERT INTO railway (Railway_ID, Railway, Builder, Built, Wheels, Location, ObjectNumber) VALUES (5, 'GERSt', 'GER Stratford', '1904', '0-6-0T', 'Bressingham', '1975-7003');
INSERT INTO railway (Railway_ID, Railway, Builder, Built, Wheels, Location, ObjectNumber) VALUES (6, 'GERHt', 'GER Hartford', '1905', '0-6-0', 'Barrow Hill', '1978-7026');
INSERT INTO railway (Railway_ID, Railway, Builder, Built, Wheels, Location, ObjectNumber) VALUES (7, 'GWRSn', 'GWR Swindon', '1905', '2-8-0', 'Shildon', '1976-7001');
INSERT INTO railway (Railway_ID, Railway, Builder, Built, Wheels, Location, ObjectNumber) VALUES (8, 'GWRWk', 'Swindon Works', '1907', '4-6-0', 'Swindon', '1978-7027');
INSERT INTO railway (Railway_ID, Railway, Builder, Built, Wheels, Location, ObjectNumber) VALUES (9, 'LTSR', 'Stephenson', '1909', '4-4-2T', 'Bressingham', '1978-7028');
INSERT INTO railway (Railway_ID, Railway, Builder, Built, Wheels, Location, ObjectNumber) VALUES (10, 'Longmoor', 'Avonside', '1910', '0-6-0ST', 'Basingstoke', '2008-7159');

INSERT INTO train (Train_ID, Train_Num, Name, From_Station, Arrival, Railway_ID) VALUES (1, '51195', 'Wardha-Ballarshah Pass', 'Wardha', '08:54', 1);
INSERT INTO train (Train_ID, Train_Num, Name, From_Station, Arrival, Railway_ID) VALUES (2, '12139', 'Sewagram Exp', 'Mumbai CST', '09:08', 1);
INSERT INTO train (Train_ID, Train_Num, Name, From_Station, Arrival, Railway_ID) VALUES (3, '12140', 'Ballarshah-Mumbai Pass', 'Ballarshah', '09:48', 2);
INSERT INTO train (Train_ID, Train_Num, Name, From_Station, Arrival, Railway_ID) VALUES (4, '57135', 'Nagpur-Kazipet Pass', 'Nagpur', '23:44', 3);
INSERT INTO train (Train_ID, Train_Num, Name, From_Station, Arrival, Railway_ID) VALUES (5, '57136', 'Kazipet-Nagpur Pass', 'Kazipet', '05:09', 5);
INSERT INTO train (Train_ID, Train_Num, Name, From_Station, Arrival, Railway_ID) VALUES (6, '16094', 'Lucknow-Chennai Exp', 'Lucknow', '13:04', 5);
INSERT INTO train (Train_ID, Train_Num, Name, From_Station, Arrival, Railway_ID) VALUES (7, '16032', 'Andaman Exp', 'Jammu Tawi', '13:04', 7);
INSERT INTO train (Train_ID, Train_Num, Name, From_Station, Arrival, Railway_ID) VALUES (8, '16031', 'Andaman Exp', 'Chennai', '23:39', 9);
INSERT INTO train (Train_ID, Train_Num, Name, From_Station, Arrival, Railway_ID) VALUES (9, '11401', 'Nandigram Exp', 'Mumbai CST', '13:28', 10);

INSERT INTO manager (Manager_ID, Name, Country, Working_year_starts, Age, Level) VALUES (1, 'Ben Curtis', 'United States', 2003, 45, 5);
INSERT INTO manager (Manager_ID, Name, Country, Working_year_starts, Age, Level) VALUES (2, 'Todd Hamilton', 'United States', 2004, 55, 5);
INSERT INTO manager (Manager_ID, Name, Country, Working_year_starts, Age, Level) VALUES (3, 'Tiger Woods', 'United States', 2006, 46, 5);
INSERT INTO manager (Manager_ID, Name, Country, Working_year_starts, Age, Level) VALUES (4, 'David Duval', 'United States', 2001, 47, 7);
INSERT INTO manager (Manager_ID, Name, Country, Working_year_starts, Age, Level) VALUES (5, 'Sandy Lyle', 'Scotland', 1985, 48, 8);
INSERT INTO manager (Manager_ID, Name, Country, Working_year_starts, Age, Level) VALUES (6, 'Nick Faldo', 'England', 1999, 51, 11);
INSERT INTO manager (Manager_ID, Name, Country, Working_year_starts, Age, Level) VALUES (7, 'Greg Norman', 'Australia', 1993, 52, 12);

INSERT INTO railway_manage (Railway_ID, Manager_ID, From_Year) VALUES (8, 1, 2010);
INSERT INTO railway_manage (Railway_ID, Manager_ID, From_Year) VALUES (9, 2, 2011);
INSERT INTO railway_manage (Railway_ID, Manager_ID, From_Year) VALUES (7, 3, 2012);
INSERT INTO railway_manage (Railway_ID, Manager_ID, From_Year) VALUES (2, 4, 2013);

ALTER TABLE train ADD CONSTRAINT train_fk1 FOREIGN KEY (Railway_ID) REFERENCES railway (Railway_ID);
ALTER TABLE railway_manage ADD CONSTRAINT railway_manage_fk1 FOREIGN KEY (Railway_ID) REFERENCES railway (Railway_ID);
ALTER TABLE railway_manage ADD CONSTRAINT railway_manage_fk2 FOREIGN KEY (Manager_ID) REFERENCES manager (Manager_ID);
