-- farm_fairs: agricultural fair (farm competition) records: 5 host towns and villages (official name, status, area in
--   km2, population, census ranking), 8 farms (the year of each farm's livestock figures, 1927-1934, and its
--   horses, working horses, cattle, oxen, bulls, cows, pigs, sheep and goats), 6 competitions (year, theme, host
--   city, hosts) and 12 competition results (a farm's rank in a competition).
-- Source: the Spider text-to-SQL dataset's farm database (Yale LILY, https://yale-lily.github.io/spider); the copy
--   used is database/farm/farm.sqlite of https://github.com/LeLuven/MachineSpider, commit
--   fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's original
--   English table and column names (datasets/spider/database/farm/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (city, farm, farm_competition, competition_record;
--   City_ID, Official_Name, Area_km_2, Total_Horses, Sheep_and_Goats, Host_city_ID, Rank); no name needs
--   backquotes (Year, Status and Rank work unquoted). Types: Area_km_2 (real, two decimals) as decimal(5,2);
--   Population (real, every value whole) as int; the eight livestock columns (real, one decimal) as decimal(6,1);
--   Census_Ranking stays text, as varchar; Year and ids as int. NOT NULL added to primary-key columns. Keys as in
--   Spider; the foreign keys are added after the rows.

CREATE TABLE city (
  City_ID int NOT NULL,
  Official_Name varchar(50),
  Status varchar(20),
  Area_km_2 decimal(5,2),
  Population int,
  Census_Ranking varchar(20),
  PRIMARY KEY (City_ID)
);

CREATE TABLE farm (
  Farm_ID int NOT NULL,
  Year int,
  Total_Horses decimal(6,1),
  Working_Horses decimal(6,1),
  Total_Cattle decimal(6,1),
  Oxen decimal(6,1),
  Bulls decimal(6,1),
  Cows decimal(6,1),
  Pigs decimal(6,1),
  Sheep_and_Goats decimal(6,1),
  PRIMARY KEY (Farm_ID)
);

CREATE TABLE farm_competition (
  Competition_ID int NOT NULL,
  Year int,
  Theme varchar(50),
  Host_city_ID int,
  Hosts varchar(100),
  PRIMARY KEY (Competition_ID)
);

CREATE TABLE competition_record (
  Competition_ID int NOT NULL,
  Farm_ID int NOT NULL,
  Rank int,
  PRIMARY KEY (Competition_ID, Farm_ID)
);

INSERT INTO city (City_ID, Official_Name, Status, Area_km_2, Population, Census_Ranking) VALUES
  (1, 'Grand Falls/Grand-Sault', 'Town', 18.06, 5706, '636 of 5008'),
  (2, 'Perth-Andover', 'Village', 8.89, 1778, '1442 of 5,008'),
  (3, 'Plaster Rock', 'Village', 3.09, 1135, '1936 of 5,008'),
  (4, 'Drummond', 'Village', 8.91, 775, '2418 of 5008'),
  (5, 'Aroostook', 'Village', 2.24, 351, '3460 of 5008');

INSERT INTO farm (Farm_ID, Year, Total_Horses, Working_Horses, Total_Cattle, Oxen, Bulls, Cows, Pigs, Sheep_and_Goats) VALUES
  (1, 1927, 5056.5, 3900.1, 8374.5, 805.5, 31.6, 3852.1, 4412.4, 7956.3),
  (2, 1928, 5486.9, 4090.5, 8604.8, 895.3, 32.8, 3987.0, 6962.9, 8112.2),
  (3, 1929, 5607.5, 4198.8, 7611.0, 593.7, 26.9, 3873.0, 4161.2, 7030.8),
  (4, 1930, 5308.2, 3721.6, 6274.1, 254.8, 49.6, 3471.6, 3171.8, 4533.4),
  (5, 1931, 4781.3, 3593.7, 6189.5, 113.8, 40.0, 3377.0, 3373.3, 3364.8),
  (6, 1932, 3658.9, 3711.6, 5006.7, 105.2, 71.6, 2739.5, 2623.7, 2109.5),
  (7, 1933, 2604.8, 3711.2, 4446.3, 116.9, 37.6, 2407.2, 2089.2, 2004.7),
  (8, 1934, 2546.9, 2197.3, 5277.5, 156.5, 46.7, 2518.0, 4236.7, 2197.1);

INSERT INTO farm_competition (Competition_ID, Year, Theme, Host_city_ID, Hosts) VALUES
  (1, 2013, 'Carnival M is back!', 1, 'Miley Cyrus Jared Leto and Karen Mok'),
  (2, 2006, 'Codehunters', 2, 'Leehom Wang and Kelly Rowland'),
  (3, 2005, 'MTV Asia Aid', 3, 'Alicia Keys'),
  (4, 2004, 'Valentine''s Day', 4, 'Vanness Wu and Michelle Branch'),
  (5, 2003, 'MTV Cube', 5, 'Shaggy and Coco Lee'),
  (6, 2002, 'Aliens', 5, 'Mandy Moore and Ronan Keating');

INSERT INTO competition_record (Competition_ID, Farm_ID, Rank) VALUES
  (1, 8, 1),
  (1, 2, 2),
  (1, 3, 3),
  (2, 1, 3),
  (2, 4, 1),
  (2, 3, 2),
  (3, 7, 1),
  (3, 1, 3),
  (4, 3, 2),
  (4, 1, 4),
  (5, 5, 1),
  (5, 3, 2);

ALTER TABLE farm_competition ADD CONSTRAINT fk_farm_competition_host_city_id FOREIGN KEY (Host_city_ID) REFERENCES city (City_ID);
ALTER TABLE competition_record ADD CONSTRAINT fk_competition_record_competition_id FOREIGN KEY (Competition_ID) REFERENCES farm_competition (Competition_ID);
ALTER TABLE competition_record ADD CONSTRAINT fk_competition_record_farm_id FOREIGN KEY (Farm_ID) REFERENCES farm (Farm_ID);
