-- rail_stations: 12 of Great Britain's busiest railway stations (annual entries/exits, interchanges and total
--   passengers, apparently in millions, plus town, main lines served and number of platforms), 11 named daily
--   trains with a departure time, and which train calls at which station (11 links).
-- Source: the Spider text-to-SQL dataset's train_station database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/train_station/train_station.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names (datasets/spider/database/train_station/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (station, train, train_station; Station_ID,
--   Annual_entry_exit, Total_Passengers, Number_of_Platforms, Train_ID, Time). Spider's REAL passenger figures
--   (three decimals at most) are decimal(7,3) so that sums and averages are exact and equal on every database;
--   int kept, text kept (a train's Time is text such as '17:15'). Primary and foreign keys as declared in Spider.


CREATE TABLE `station` (
  `Station_ID` int NOT NULL,
  `Name` text,
  `Annual_entry_exit` decimal(7,3),
  `Annual_interchanges` decimal(7,3),
  `Total_Passengers` decimal(7,3),
  `Location` text,
  `Main_Services` text,
  `Number_of_Platforms` int,
  PRIMARY KEY (`Station_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `train` (
  `Train_ID` int NOT NULL,
  `Name` text,
  `Time` text,
  `Service` text,
  PRIMARY KEY (`Train_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `train_station` (
  `Train_ID` int NOT NULL,
  `Station_ID` int NOT NULL,
  PRIMARY KEY (`Train_ID`, `Station_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO `station` (`Station_ID`, `Name`, `Annual_entry_exit`, `Annual_interchanges`, `Total_Passengers`, `Location`, `Main_Services`, `Number_of_Platforms`) VALUES
(1, 'London Waterloo', 94.046, 9.489, 103.534, 'London', 'South Western Main Line West of England Main Line', 19),
(2, 'London Victoria', 76.231, 9.157, 85.38, 'London', 'Brighton Main Line Chatham Main Line', 19),
(3, 'London Bridge', 52.634, 8.742, 61.376, 'London', 'South Eastern Main Line Thameslink', 12),
(4, 'London Liverpool Street', 57.107, 2.353, 59.46, 'London', 'Great Eastern Main Line West Anglia Main Line', 18),
(5, 'London Euston', 36.609, 3.832, 40.44, 'London', 'West Coast Main Line', 18),
(6, 'London Charing Cross', 38.005, 1.99, 39.995, 'London', 'South Eastern Main Line', 6),
(7, 'Birmingham New Street', 31.214, 5.118, 36.331, 'Birmingham', 'West Coast Main Line Cross Country Route', 13),
(8, 'London King''s Cross', 27.875, 3.022, 30.896, 'London', 'East Coast Main Line', 12),
(9, 'Glasgow Central', 26.639, 3.018, 29.658, 'Glasgow', 'West Coast Main Line', 17),
(10, 'East Croydon', 20.551, 6.341, 26.892, 'London', 'Brighton Main Line', 6),
(11, 'London St Pancras', 22.996, 3.676, 26.672, 'London', 'Midland Main Line Thameslink High-Speed 1 Eurostar', 15),
(12, 'Stratford', 21.797, 2.064, 23.862, 'London', 'Great Eastern Main Line Lea Valley Lines', 15);

INSERT INTO `train` (`Train_ID`, `Name`, `Time`, `Service`) VALUES
(1, 'Ananthapuri Express', '17:15', 'Daily'),
(2, 'Guruvayur Express', '22:10', 'Daily'),
(3, 'Guruvayur Express', '4:49', 'Daily'),
(4, 'Ananthapuri Express', '11:35', 'Daily'),
(5, 'Jayanthi Janatha Express', '06:30', 'Daily'),
(6, 'Island Express', '11:15', 'Daily'),
(7, 'Madurai Fast Passenger', '21:49', 'Daily'),
(8, 'Quilon Fast Passenger', '04:55', 'Daily'),
(9, 'Island Express', '16:59', 'Daily'),
(10, 'Jayanthi Janatha Express', '10:38', 'Daily'),
(11, 'Parasuram Express', '04:20', 'Daily');

INSERT INTO `train_station` (`Train_ID`, `Station_ID`) VALUES
(1, 1),
(2, 1),
(3, 1),
(4, 2),
(5, 3),
(6, 5),
(7, 8),
(8, 9),
(9, 9),
(10, 10),
(11, 10);

ALTER TABLE `train_station` ADD CONSTRAINT train_station_fk1 FOREIGN KEY (`Train_ID`) REFERENCES `train` (`Train_ID`);

ALTER TABLE `train_station` ADD CONSTRAINT train_station_fk2 FOREIGN KEY (`Station_ID`) REFERENCES `station` (`Station_ID`);
