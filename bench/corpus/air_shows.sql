-- air_shows: an air race series' register: 12 pilots (name, age), 5 helicopter types (name, description and
--   maximum gross weight, total disk area and maximum disk loading, each written as text with two units), the 7
--   rounds of a season (location, country, dates without a year, fastest qualifier, winning pilot and winning
--   aircraft), 10 UK airports with their yearly traffic (total, international, domestic and transit passengers, the
--   percentage change on 2007, aircraft movements, freight in tonnes) and 4 links saying which aircraft is at which
--   airport.
-- Source: the Spider text-to-SQL dataset's aircraft database (Yale LILY, https://yale-lily.github.io/spider);
--   datasets/spider/database/aircraft/aircraft.sqlite of https://github.com/hyukkyukang/text2SQL, commit
--   999f5e467a3c2a263533f1dfa3d0106a18d343d1 (the file is unchanged since 842d38ec78cae8f21112182f9f8a57943822abe4).
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's names (tables pilot, aircraft, match, airport, airport_aircraft; Pilot_Id, Name,
--   Age, Aircraft_ID, Aircraft, Description, Max_Gross_Weight, Total_disk_area, Max_disk_Loading, Round, Location,
--   Country, Date, Fastest_Qualifying, Winning_Pilot, Winning_Aircraft, Airport_ID, Airport_Name, Total_Passengers,
--   %_Change_2007, International_Passengers, Domestic_Passengers, Transit_Passengers, Aircraft_Movements,
--   Freight_Metric_Tonnes, ID) written WITHOUT quotes, so PostgreSQL folds every name to lower case -- except
--   %_Change_2007, which cannot be written without quotes and is written "%_change_2007" (lower case, quoted).
--   Types: match.Round (real, whole numbers) as integer; match.Winning_Pilot and match.Winning_Aircraft (text holding
--   ids, '1') as integer, so their foreign keys can be declared; the airport counts (real, whole numbers) as integer;
--   %_Change_2007 (text '1.5%') as numeric(3,1) in percent (1.5); the aircraft weights, areas and loadings stay text
--   ('1,370 lb (635 kg)') and match.Date stays text ('March 26-27' with an en dash, or 'Cancelled'; no year).
--   NOT NULL as in Spider's pilot and aircraft tables and added to the other primary-key columns. Keys as in Spider
--   (airport_aircraft keyed by Airport_ID, Aircraft_ID); the foreign keys (match.Winning_Aircraft -> aircraft,
--   match.Winning_Pilot -> pilot, airport_aircraft.Airport_ID -> airport, airport_aircraft.Aircraft_ID -> aircraft)
--   are added after the rows (every row satisfies them).

CREATE TABLE pilot (
  pilot_id integer NOT NULL,
  name varchar(50) NOT NULL,
  age integer NOT NULL,
  PRIMARY KEY (pilot_id)
);

CREATE TABLE aircraft (
  aircraft_id integer NOT NULL,
  aircraft varchar(50) NOT NULL,
  description varchar(50) NOT NULL,
  max_gross_weight varchar(50) NOT NULL,
  total_disk_area varchar(50) NOT NULL,
  max_disk_loading varchar(50) NOT NULL,
  PRIMARY KEY (aircraft_id)
);

CREATE TABLE match (
  round integer NOT NULL,
  location varchar(50),
  country varchar(30),
  date varchar(20),
  fastest_qualifying varchar(30),
  winning_pilot integer,
  winning_aircraft integer,
  PRIMARY KEY (round)
);

CREATE TABLE airport (
  airport_id integer NOT NULL,
  airport_name varchar(50),
  total_passengers integer,
  "%_change_2007" numeric(3,1),
  international_passengers integer,
  domestic_passengers integer,
  transit_passengers integer,
  aircraft_movements integer,
  freight_metric_tonnes integer,
  PRIMARY KEY (airport_id)
);

CREATE TABLE airport_aircraft (
  id integer,
  airport_id integer NOT NULL,
  aircraft_id integer NOT NULL,
  PRIMARY KEY (airport_id, aircraft_id)
);

INSERT INTO pilot (pilot_id, name, age) VALUES
  (1, 'Prof. Zackery Collins', 23),
  (2, 'Katheryn Gorczany IV', 20),
  (3, 'Mr. Cristian Halvorson II', 23),
  (4, 'Ayana Spencer', 25),
  (5, 'Ellen Ledner III', 31),
  (6, 'Elisha Hickle V', 37),
  (7, 'Dr. Jade Bradtke V', 26),
  (8, 'Winnifred Boyle', 30),
  (9, 'Della Lindgren', 29),
  (10, 'Maxwell Graham', 26),
  (11, 'Blaise Muller', 33),
  (12, 'Baylee Steuber', 30);

INSERT INTO aircraft (aircraft_id, aircraft, description, max_gross_weight, total_disk_area, max_disk_loading) VALUES
  (1, 'Robinson R-22', 'Light utility helicopter', '1,370 lb (635 kg)', '497 ft² (46.2 m²)', '2.6 lb/ft² (14 kg/m²)'),
  (2, 'Bell 206B3 JetRanger', 'Turboshaft utility helicopter', '3,200 lb (1,451 kg)', '872 ft² (81.1 m²)', '3.7 lb/ft² (18 kg/m²)'),
  (3, 'CH-47D Chinook', 'Tandem rotor helicopter', '50,000 lb (22,680 kg)', '5,655 ft² (526 m²)', '8.8 lb/ft² (43 kg/m²)'),
  (4, 'Mil Mi-26', 'Heavy-lift helicopter', '123,500 lb (56,000 kg)', '8,495 ft² (789 m²)', '14.5 lb/ft² (71 kg/m²)'),
  (5, 'CH-53E Super Stallion', 'Heavy-lift helicopter', '73,500 lb (33,300 kg)', '4,900 ft² (460 m²)', '15 lb/ft² (72 kg/m²)');

INSERT INTO match (round, location, country, date, fastest_qualifying, winning_pilot, winning_aircraft) VALUES
  (1, 'Mina'' Zayid , Abu Dhabi', 'United Arab Emirates', 'March 26–27', 'Hannes Arch', 1, 1),
  (2, 'Swan River , Perth', 'Australia', 'April 17–18', 'Paul Bonhomme', 4, 1),
  (3, 'Flamengo Beach , Rio de Janeiro', 'Brazil', 'May 8–9', 'Hannes Arch', 6, 2),
  (4, 'Windsor , Ontario', 'Canada', 'June 5–6', 'Nigel Lamb', 4, 4),
  (5, 'New York City', 'United States', 'June 19–20', 'Hannes Arch', 9, 3),
  (6, 'EuroSpeedway Lausitz', 'Germany', 'August 7–8', 'Paul Bonhomme', 2, 4),
  (7, 'River Danube , Budapest', 'Hungary', 'Cancelled', 'Cancelled', 6, 5);

INSERT INTO airport (airport_id, airport_name, total_passengers, "%_change_2007", international_passengers, domestic_passengers, transit_passengers, aircraft_movements, freight_metric_tonnes) VALUES
  (1, 'London Heathrow', 67054745, 1.5, 61344438, 5562516, 147791, 478693, 1397054),
  (2, 'London Gatwick', 34205887, 2.9, 30431051, 3730963, 43873, 263653, 107702),
  (3, 'London Stansted', 22360364, 6.0, 19996947, 2343428, 19989, 193282, 197738),
  (4, 'Manchester', 21219195, 4.0, 18119230, 2943719, 156246, 204610, 141781),
  (5, 'London Luton', 10180734, 2.6, 8853224, 1320678, 6832, 117859, 40518),
  (6, 'Birmingham Airport', 9627589, 4.3, 8105162, 1471538, 50889, 112227, 12192),
  (7, 'Edinburgh', 9006702, 0.5, 3711140, 5281038, 14524, 125550, 12418),
  (8, 'Glasgow International', 8178891, 7.0, 3943139, 4192121, 43631, 100087, 3546),
  (9, 'Bristol', 6267114, 5.7, 5057051, 1171605, 38458, 76517, 3),
  (10, 'East Midlands', 5620673, 3.8, 4870184, 746094, 4395, 93038, 261507);

INSERT INTO airport_aircraft (id, airport_id, aircraft_id) VALUES
  (1, 6, 5),
  (2, 2, 1),
  (3, 1, 2),
  (4, 9, 3);

ALTER TABLE match ADD CONSTRAINT fk_match_winning_aircraft FOREIGN KEY (winning_aircraft) REFERENCES aircraft (aircraft_id);
ALTER TABLE match ADD CONSTRAINT fk_match_winning_pilot FOREIGN KEY (winning_pilot) REFERENCES pilot (pilot_id);
ALTER TABLE airport_aircraft ADD CONSTRAINT fk_airport_aircraft_airport_id FOREIGN KEY (airport_id) REFERENCES airport (airport_id);
ALTER TABLE airport_aircraft ADD CONSTRAINT fk_airport_aircraft_aircraft_id FOREIGN KEY (aircraft_id) REFERENCES aircraft (aircraft_id);
