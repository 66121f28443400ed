-- train_weather: a rail operator's register of 11 daily trains (number, name, origin, destination, departure time,
--   interval), 11 stations (name, the operators serving it, local authority), the 18 station calls saying which train
--   stops where, and 16 days of weekly weather at 5 of the stations (day of the week, high and low temperature,
--   precipitation, wind speed in mph).
-- Source: the Spider text-to-SQL dataset's station_weather database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/station_weather/station_weather.sqlite of
--   https://github.com/LeLuven/MachineSpider, commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are
--   machine-translated to German; Spider's original English table and column names (datasets/spider/database/station_weather/
--   schema.sql of https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are
--   restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's all-lower-case names kept. INTERVAL is a reserved word in MariaDB, so the
--   column `interval` is backquoted here (a query may also write it qualified, t.interval). Types: train.time (text
--   'hh:mm', once '4:49') as time; precipitation (real, every value whole: 10 to 90) as int; the rest as int /
--   varchar. NOT NULL added to primary-key columns. Keys as in Spider; the foreign keys are added after the rows.

CREATE TABLE train (
  id int NOT NULL,
  train_number int,
  name varchar(50),
  origin varchar(30),
  destination varchar(30),
  time time,
  `interval` varchar(10),
  PRIMARY KEY (id)
);

CREATE TABLE station (
  id int NOT NULL,
  network_name varchar(50),
  services varchar(60),
  local_authority varchar(30),
  PRIMARY KEY (id)
);

CREATE TABLE route (
  train_id int NOT NULL,
  station_id int NOT NULL,
  PRIMARY KEY (train_id, station_id)
);

CREATE TABLE weekly_weather (
  station_id int NOT NULL,
  day_of_week varchar(10) NOT NULL,
  high_temperature int,
  low_temperature int,
  precipitation int,
  wind_speed_mph int,
  PRIMARY KEY (station_id, day_of_week)
);

INSERT INTO train (id, train_number, name, origin, destination, time, `interval`) VALUES
  (1, 16724, 'Ananthapuri Express', 'Trivandrum', 'Chennai', '17:15:00', 'Daily'),
  (2, 16127, 'Guruvayur Express', 'Chennai', 'Guruvayur', '22:10:00', 'Daily'),
  (3, 16128, 'Guruvayur Express', 'Guruvayur', 'Chennai', '04:49:00', 'Daily'),
  (4, 16723, 'Ananthapuri Express', 'Chennai', 'Trivandrum', '11:35:00', 'Daily'),
  (5, 16382, 'Jayanthi Janatha Express', 'Kanniyakumari', 'Mumbai', '06:30:00', 'Daily'),
  (6, 16525, 'Island Express', 'Kanniyakumari', 'Bangalore', '11:15:00', 'Daily'),
  (7, 56701, 'Madurai Fast Passenger', 'Quilon', 'Madurai', '21:49:00', 'Daily'),
  (8, 56700, 'Quilon Fast Passenger', 'Madurai', 'Quilon Junction', '04:55:00', 'Daily'),
  (9, 16526, 'Island Express', 'Bangalore', 'Kanniyakumari', '16:59:00', 'Daily'),
  (10, 16381, 'Jayanthi Janatha Express', 'Mumbai', 'Kanniyakumari', '10:38:00', 'Daily'),
  (11, 16650, 'Parasuram Express', 'Nagercoil', 'Mangalore', '04:20:00', 'Daily');

INSERT INTO station (id, network_name, services, local_authority) VALUES
  (1, 'Amersham', 'Metropolitan line and Chiltern Railways', 'Chiltern'),
  (2, 'Bushey', 'London Overground and London Midland', 'Watford'),
  (3, 'Brentwood', 'Greater Anglia', 'Brentwood'),
  (4, 'Broxbourne', 'Greater Anglia', 'Broxbourne'),
  (5, 'Carpenders Park', 'London Overground', 'Three Rivers'),
  (6, 'Chafford Hundred', 'c2c', 'Thurrock'),
  (7, 'Chalfont & Latimer', 'Metropolitan line and Chiltern Railways', 'Chiltern'),
  (8, 'Chesham', 'Metropolitan line', 'Chiltern'),
  (9, 'Cheshunt', 'Greater Anglia', 'Broxbourne'),
  (10, 'Chorleywood', 'Metropolitan line and Chiltern Railways', 'Three Rivers'),
  (11, 'Croxley', 'Metropolitan line', 'Three Rivers');

INSERT INTO route (train_id, station_id) VALUES
  (1, 1),
  (1, 2),
  (1, 3),
  (2, 1),
  (2, 3),
  (2, 7),
  (3, 4),
  (4, 6),
  (4, 2),
  (5, 1),
  (6, 5),
  (7, 4),
  (7, 5),
  (7, 8),
  (8, 8),
  (9, 7),
  (9, 8),
  (10, 9);

INSERT INTO weekly_weather (station_id, day_of_week, high_temperature, low_temperature, precipitation, wind_speed_mph) VALUES
  (1, 'Monday', 59, 54, 90, 13),
  (1, 'Tuesday', 66, 55, 20, 12),
  (1, 'Wednesday', 60, 52, 10, 14),
  (1, 'Thursday', 55, 50, 30, 13),
  (1, 'Friday', 55, 52, 50, 17),
  (1, 'Saturday', 55, 52, 50, 14),
  (1, 'Sunday', 54, 52, 50, 12),
  (2, 'Monday', 58, 54, 60, 20),
  (2, 'Tuesday', 57, 54, 80, 22),
  (2, 'Wednesday', 59, 55, 90, 23),
  (2, 'Thursday', 59, 56, 70, 24),
  (3, 'Monday', 49, 46, 30, 10),
  (3, 'Tuesday', 50, 49, 50, 9),
  (3, 'Wednesday', 55, 54, 60, 8),
  (4, 'Monday', 58, 54, 70, 7),
  (10, 'Tuesday', 59, 52, 90, 22);

ALTER TABLE route ADD CONSTRAINT fk_route_train_id FOREIGN KEY (train_id) REFERENCES train (id);
ALTER TABLE route ADD CONSTRAINT fk_route_station_id FOREIGN KEY (station_id) REFERENCES station (id);
ALTER TABLE weekly_weather ADD CONSTRAINT fk_weekly_weather_station_id FOREIGN KEY (station_id) REFERENCES station (id);
