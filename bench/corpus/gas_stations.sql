-- gas_stations: ten of the world's largest companies (Forbes-style rank, headquarters country, main industry, sales,
--   profits, assets and market value in billions of US dollars), eleven gas stations (opening year, location, manager,
--   vice-manager, representative) and which company runs which station with that station's rank of the year.
-- Source: the Spider text-to-SQL dataset's gas_company database (Yale LILY, https://yale-lily.github.io/spider); the
--   copy used is database/gas_company/gas_company.sqlite of https://github.com/LeLuven/MachineSpider, commit
--   1f1e32b0de926e888ca4678adfdeee7fdd0c3267 (unchanged at fec4cdd7c9954caaa8c88e3897b763302103d5a0), whose identifiers
--   are machine-translated to German; Spider's original English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's Capitalised_Snake_Case names (Company_ID, Main_Industry, Sales_billion,
--   Market_Value, Open_Year, Manager_Name, Rank_of_the_Year) beside lower-case tables (company, gas_station,
--   station_company) written WITHOUT quotes, so PostgreSQL folds them to lower case (main_industry, open_year,
--   rank_of_the_year). A company's name is in the column Company of table company. Primary and foreign keys as
--   declared in Spider.

CREATE TABLE company (
  company_id integer NOT NULL,
  rank integer,
  company text,
  headquarters text,
  main_industry text,
  sales_billion numeric(6,1),
  profits_billion numeric(6,1),
  assets_billion numeric(6,1),
  market_value numeric(6,1),
  PRIMARY KEY (company_id)
);

CREATE TABLE gas_station (
  station_id integer NOT NULL,
  open_year integer,
  location text,
  manager_name text,
  vice_manager_name text,
  representative_name text,
  PRIMARY KEY (station_id)
);

CREATE TABLE station_company (
  station_id integer NOT NULL,
  company_id integer NOT NULL,
  rank_of_the_year integer,
  PRIMARY KEY (station_id, company_id)
);

INSERT INTO company (company_id, rank, company, headquarters, main_industry, sales_billion, profits_billion, assets_billion, market_value) VALUES
(1, 1, 'ExxonMobil', 'USA', 'Oil and gas', 433.5, 41.1, 331.1, 407.4),
(2, 3, 'General Electric', 'USA', 'Conglomerate', 147.3, 14.2, 717.2, 213.7),
(3, 4, 'Royal Dutch Shell', 'Netherlands', 'Oil and gas', 470.2, 30.9, 340.5, 227.6),
(4, 5, 'Industrial and Commercial Bank of China', 'China', 'Banking', 82.6, 25.1, 2039.1, 237.4),
(5, 6, 'HSBC', 'UK', 'Banking', 102, 16.2, 2550, 164.3),
(6, 7, 'PetroChina', 'China', 'Oil and gas', 310.1, 20.6, 304.7, 294.7),
(7, 8, 'Berkshire Hathaway', 'USA', 'Conglomerate', 143.7, 10.3, 392.6, 202.2),
(8, 9, 'Wells Fargo', 'USA', 'Banking', 87.6, 15.9, 1313.9, 178.7),
(9, 10, 'Petrobras', 'Brazil', 'Oil and gas', 145.9, 20.1, 319.4, 180),
(10, 11, 'BP', 'UK', 'Oil and gas', 375.5, 25.7, 292.5, 147.4);

INSERT INTO gas_station (station_id, open_year, location, manager_name, vice_manager_name, representative_name) VALUES
(1, 1998, 'Herne Hill', 'BrianWingrave', 'Russell Denman', 'Clive Burr'),
(2, 1999, 'Channel Hill', 'SimonMarloe', 'Russell Brown', 'Rob Jefferies '),
(3, 2000, 'Reading North', 'Simon Cope Derek Marloe', 'James Colin ', 'Dave Edwards Roger '),
(4, 2002, 'Herne St', 'Colin Denman', 'Martin Garnham', 'Ray Hughes'),
(5, 2003, 'Reading', 'Colin Denman', 'Martin Freeman', 'Andrew Russell'),
(6, 2004, 'Herne Ave', 'Tom Whit', 'Simon Gaywood', 'Tony Gibb'),
(7, 2005, 'Hennry Hill', 'Bryan Taylor', 'James Holland-Leader', 'Simon Gaywood'),
(8, 2006, 'Jane Ave', 'BryanDenman', 'James Holland-Leader', 'Simon Gaywood'),
(9, 2007, 'Maindy Hill', 'Tony Bristow', 'JameMarloe', 'Courtney Rowe'),
(10, 2008, 'Maindy Ave', 'Luke Rowe', 'TonyBristow', 'Chris Pyatt'),
(11, 2009, 'Newport Rd', 'Jon Rowe', 'Steve Parsons', 'Tim Read');

INSERT INTO station_company (station_id, company_id, rank_of_the_year) VALUES
(11, 1, 1),
(1, 3, 2),
(6, 6, 3),
(7, 9, 4),
(10, 10, 9),
(4, 1, 13);

ALTER TABLE station_company ADD CONSTRAINT station_company_fk1 FOREIGN KEY (station_id) REFERENCES gas_station (station_id);

ALTER TABLE station_company ADD CONSTRAINT station_company_fk2 FOREIGN KEY (company_id) REFERENCES company (company_id);
