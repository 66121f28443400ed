-- flight_operations: an aviation group's flight-operations log: 9 airports (city, country, IATA and ICAO codes, name),
--   14 companies of the group (type, principal activity, place of incorporation, the group's equity shareholding in
--   percent) and 13 flights in 1963-1966 (vehicle flight number, date, pilot, velocity, altitude, the airport and
--   the operating company).
-- Source: the Spider text-to-SQL dataset's flight_company database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/flight_company/flight_company.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names (datasets/spider/database/flight_company/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (airport, operate_company, flight; City, IATA,
--   Principal_activities, Incorporated_in, Group_Equity_Shareholding, Vehicle_Flight_number, Date, Pilot, Velocity,
--   Altitude, airport_id, company_id); no name needs backquotes. Types: Date (text such as 'March 1, 1963' in
--   Spider) as date; Velocity and Altitude (real, whole numbers only) as int; Group_Equity_Shareholding (real, at
--   most two decimals) as decimal(5,2); the rest as in Spider (int, text). NOT NULL added to primary-key columns.
--   Keys as in Spider; foreign keys added after the rows.


CREATE TABLE airport (
  id int NOT NULL,
  City text,
  Country text,
  IATA text,
  ICAO text,
  name text,
  PRIMARY KEY (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE operate_company (
  id int NOT NULL,
  name text,
  Type text,
  Principal_activities text,
  Incorporated_in text,
  Group_Equity_Shareholding decimal(5,2),
  PRIMARY KEY (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE flight (
  id int NOT NULL,
  Vehicle_Flight_number text,
  Date date,
  Pilot text,
  Velocity int,
  Altitude int,
  airport_id int,
  company_id int,
  PRIMARY KEY (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO airport (id, City, Country, IATA, ICAO, name) VALUES
(1, 'Akureyri', 'Iceland', 'AEY', 'BIAR', 'Akureyri Airport'),
(2, 'Amsterdam', 'Netherlands', 'AMS', 'EHAM', 'Schiphol Airport'),
(3, 'Anchorage', 'United States', 'ANC', 'PANC', 'Ted Stevens Airport'),
(4, 'Baltimore', 'United States', 'BWI', 'KBWI', 'Baltimore-Washington Airport'),
(5, 'Barcelona', 'Spain', 'BCN', 'LEBL', 'El Prat Airport'),
(6, 'Bergen', 'Norway', 'BGO', 'ENBR', 'Bergen Airport'),
(7, 'Billund', 'Denmark', 'BLL', 'EKBI', 'Billund Airport'),
(8, 'Boston', 'United States', 'BOS', 'KBOS', 'Logan International Airport'),
(9, 'Brussels', 'Belgium', 'BRU', 'EBBR', 'National Airport');

INSERT INTO operate_company (id, name, Type, Principal_activities, Incorporated_in, Group_Equity_Shareholding) VALUES
(1, 'Air China', 'Corporate', 'Airline', 'China', 18.77),
(2, 'Air China Cargo', 'Joint Venture', 'Cargo airline', 'China', 49.00),
(3, 'Air Hong Kong', 'Joint Venture', 'Cargo airline', 'Hong Kong', 60.00),
(4, 'Dragonair', 'Subsidiary', 'Airline', 'Hong Kong', 100.00),
(5, 'Cathay Pacific Cargo', 'Subsidiary', 'Cargo airline', 'Hong Kong', 100.00),
(6, 'Cathay Pacific Catering Services (HK) Limited', 'Subsidiary', 'Catering services', 'Hong Kong', 100.00),
(7, 'Cathay Pacific Services Limited', 'Subsidiary', 'Cargo', 'Hong Kong', 100.00),
(8, 'Cathay Pacific Holidays', 'Subsidiary', 'Travel agency', 'Hong Kong', 100.00),
(9, 'Dragonair Holidays', 'Subsidiary', 'Travel agency', 'Hong Kong', 100.00),
(10, 'Hong Kong Airport Services', 'Subsidiary', 'Ground handling', 'Hong Kong', 100.00),
(11, 'Vogue Laundry Service Limited', 'Subsidiary', 'Laundry', 'Hong Kong', 100.00),
(12, 'China Pacific Laundry Services', 'Joint Venture', 'Laundry', 'Taiwan', 45.00),
(13, 'VN/CX Catering Services Limited', 'Joint Venture', 'Catering services', 'Vietnam', 40.00),
(14, 'CLS Catering Services Limited', 'Joint Venture', 'Catering services', 'Canada', 30.00);

INSERT INTO flight (id, Vehicle_Flight_number, Date, Pilot, Velocity, Altitude, airport_id, company_id) VALUES
(1, 'M2-F1 #0', '1963-03-01', 'Thompson', 135, 0, 1, 2),
(2, 'M2-F1 #1', '1963-08-16', 'Thompson', 240, 3650, 2, 3),
(3, 'M2-F1 #6', '1963-09-03', 'Thompson', 240, 3650, 2, 4),
(4, 'M2-F1 #13', '1963-10-25', 'Thompson', 240, 3650, 3, 4),
(5, 'M2-F1 #14', '1963-11-08', 'Thompson', 240, 3650, 4, 5),
(6, 'M2-F1 #21', '1964-01-29', 'Thompson', 240, 3650, 4, 6),
(7, 'M2-F1 #33', '1964-03-30', 'Peterson', 240, 3650, 5, 11),
(8, 'M2-F1 #39', '1964-05-19', 'Peterson', 240, 3650, 2, 13),
(9, 'M2-F1 #61', '1965-07-16', 'Thompson', 240, 3650, 6, 11),
(10, 'M2-F1 #64', '1965-08-30', 'Thompson', 240, 3650, 9, 1),
(11, 'M2-F1 #70', '1965-10-08', 'Thompson', 240, 3650, 4, 5),
(12, 'M2-F1 #71', '1966-03-28', 'Thompson', 240, 3650, 6, 7),
(13, 'M2-F1 #73', '1966-08-04', 'Peterson', 240, 3650, 8, 9);

ALTER TABLE flight ADD CONSTRAINT flight_fk1 FOREIGN KEY (airport_id) REFERENCES airport (id);

ALTER TABLE flight ADD CONSTRAINT flight_fk2 FOREIGN KEY (company_id) REFERENCES operate_company (id);
