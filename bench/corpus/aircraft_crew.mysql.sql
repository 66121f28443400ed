-- aircraft_crew: an airline's small operations register: 16 aircraft types with their range in miles (Boeing
--   747-400, Airbus A340-300, Embraer ERJ-145, Piper Archer III, …), 31 employees with their salaries, the 69
--   certificates saying which employee may fly which aircraft (the employees holding one are the pilots), and 10
--   flights (all leaving on 12 April 2005, 8 of them from Los Angeles) with origin, destination, distance, departure
--   and arrival times, ticket price and the aircraft flown.
-- Source: the Spider text-to-SQL dataset's flight_1 database (Yale LILY, https://yale-lily.github.io/spider); the copy
--   used is database/flight_1/flight_1.sqlite of https://github.com/LeLuven/MachineSpider, commit
--   fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's original
--   English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's all-lower-case names kept (flno, aid, eid; flight, aircraft, employee,
--   certificate). aircraft.distance is the aircraft's range, flight.distance the route's length. Spider's Oracle
--   types as int / decimal; the 'MM/DD/YYYY HH:MM' departure and arrival strings as datetimes. Keys as in Spider.


CREATE TABLE `flight` (
  `flno` int NOT NULL,
  `origin` varchar(20),
  `destination` varchar(20),
  `distance` int,
  `departure_date` datetime,
  `arrival_date` datetime,
  `price` decimal(7,2),
  `aid` int,
  PRIMARY KEY (`flno`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `aircraft` (
  `aid` int NOT NULL,
  `name` varchar(30),
  `distance` int,
  PRIMARY KEY (`aid`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `employee` (
  `eid` int NOT NULL,
  `name` varchar(30),
  `salary` decimal(10,2),
  PRIMARY KEY (`eid`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `certificate` (
  `eid` int NOT NULL,
  `aid` int NOT NULL,
  PRIMARY KEY (`eid`, `aid`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO `flight` (`flno`, `origin`, `destination`, `distance`, `departure_date`, `arrival_date`, `price`, `aid`) VALUES
(99, 'Los Angeles', 'Washington D.C.', 2308, '2005-04-12 09:30:00', '2005-04-12 09:40:00', 235.98, 1),
(13, 'Los Angeles', 'Chicago', 1749, '2005-04-12 08:45:00', '2005-04-12 08:45:00', 220.98, 3),
(346, 'Los Angeles', 'Dallas', 1251, '2005-04-12 11:50:00', '2005-04-12 07:05:00', 182.00, 2),
(387, 'Los Angeles', 'Boston', 2606, '2005-04-12 07:03:00', '2005-04-12 05:03:00', 261.56, 6),
(7, 'Los Angeles', 'Sydney', 7487, '2005-04-12 05:30:00', '2005-04-12 11:10:00', 278.56, 3),
(2, 'Los Angeles', 'Tokyo', 5478, '2005-04-12 06:30:00', '2005-04-12 03:55:00', 780.99, 9),
(33, 'Los Angeles', 'Honolulu', 2551, '2005-04-12 09:15:00', '2005-04-12 11:15:00', 375.23, 7),
(34, 'Los Angeles', 'Honolulu', 2551, '2005-04-12 12:45:00', '2005-04-12 03:18:00', 425.98, 5),
(76, 'Chicago', 'Los Angeles', 1749, '2005-04-12 08:32:00', '2005-04-12 10:03:00', 220.98, 9),
(68, 'Chicago', 'New York', 802, '2005-04-12 09:00:00', '2005-04-12 12:02:00', 202.45, 10);

INSERT INTO `aircraft` (`aid`, `name`, `distance`) VALUES
(1, 'Boeing 747-400', 8430),
(2, 'Boeing 737-800', 3383),
(3, 'Airbus A340-300', 7120),
(4, 'British Aerospace Jetstream 41', 1502),
(5, 'Embraer ERJ-145', 1530),
(6, 'SAAB 340', 2128),
(7, 'Piper Archer III', 520),
(8, 'Tupolev 154', 4103),
(16, 'Schwitzer 2-33', 30),
(9, 'Lockheed L1011', 6900),
(10, 'Boeing 757-300', 4010),
(11, 'Boeing 777-300', 6441),
(12, 'Boeing 767-400ER', 6475),
(13, 'Airbus A320', 2605),
(14, 'Airbus A319', 1805),
(15, 'Boeing 727', 1504);

INSERT INTO `employee` (`eid`, `name`, `salary`) VALUES
(242518965, 'James Smith', 120433.00),
(141582651, 'Mary Johnson', 178345.00),
(11564812, 'John Williams', 153972.00),
(567354612, 'Lisa Walker', 256481.00),
(552455318, 'Larry West', 101745.00),
(550156548, 'Karen Scott', 205187.00),
(390487451, 'Lawrence Sperry', 212156.00),
(274878974, 'Michael Miller', 99890.00),
(254099823, 'Patricia Jones', 24450.00),
(356187925, 'Robert Brown', 44740.00),
(355548984, 'Angela Martinez', 212156.00),
(310454876, 'Joseph Thompson', 212156.00),
(489456522, 'Linda Davis', 27984.00),
(489221823, 'Richard Jackson', 23980.00),
(548977562, 'William Ward', 84476.00),
(310454877, 'Chad Stewart', 33546.00),
(142519864, 'Betty Adams', 227489.00),
(269734834, 'George Wright', 289950.00),
(287321212, 'Michael Miller', 48090.00),
(552455348, 'Dorthy Lewis', 152013.00),
(248965255, 'Barbara Wilson', 43723.00),
(159542516, 'William Moore', 48250.00),
(348121549, 'Haywood Kelly', 32899.00),
(90873519, 'Elizabeth Taylor', 32021.00),
(486512566, 'David Anderson', 43001.00),
(619023588, 'Jennifer Thomas', 54921.00),
(15645489, 'Donald King', 18050.00),
(556784565, 'Mark Young', 205187.00),
(573284895, 'Eric Cooper', 114323.00),
(574489456, 'William Jones', 105743.00),
(574489457, 'Milo Brooks', 20.00);

INSERT INTO `certificate` (`eid`, `aid`) VALUES
(11564812, 2),
(11564812, 10),
(90873519, 6),
(141582651, 2),
(141582651, 10),
(141582651, 12),
(142519864, 1),
(142519864, 2),
(142519864, 3),
(142519864, 7),
(142519864, 10),
(142519864, 11),
(142519864, 12),
(142519864, 13),
(159542516, 5),
(159542516, 7),
(242518965, 2),
(242518965, 10),
(269734834, 1),
(269734834, 2),
(269734834, 3),
(269734834, 4),
(269734834, 5),
(269734834, 6),
(269734834, 7),
(269734834, 8),
(269734834, 9),
(269734834, 10),
(269734834, 11),
(269734834, 12),
(269734834, 13),
(269734834, 14),
(269734834, 15),
(274878974, 10),
(274878974, 12),
(310454876, 8),
(310454876, 9),
(355548984, 8),
(355548984, 9),
(356187925, 6),
(390487451, 3),
(390487451, 13),
(390487451, 14),
(548977562, 7),
(550156548, 1),
(550156548, 12),
(552455318, 2),
(552455318, 7),
(552455318, 14),
(556784565, 2),
(556784565, 3),
(556784565, 5),
(567354612, 1),
(567354612, 2),
(567354612, 3),
(567354612, 4),
(567354612, 5),
(567354612, 7),
(567354612, 9),
(567354612, 10),
(567354612, 11),
(567354612, 12),
(567354612, 15),
(573284895, 3),
(573284895, 4),
(573284895, 5),
(574489456, 6),
(574489456, 8),
(574489457, 7);

ALTER TABLE `flight` ADD CONSTRAINT flight_fk1 FOREIGN KEY (`aid`) REFERENCES `aircraft` (`aid`);

ALTER TABLE `certificate` ADD CONSTRAINT certificate_fk1 FOREIGN KEY (`eid`) REFERENCES `employee` (`eid`);

ALTER TABLE `certificate` ADD CONSTRAINT certificate_fk2 FOREIGN KEY (`aid`) REFERENCES `aircraft` (`aid`);
