-- stadium_injuries: a football operations log of 13 stadiums (name, home games, average and total attendance,
--   capacity percentage), 20 games played at them from 2007 to 2013 (season, date, home and away team, score,
--   competition) and 15 player injuries suffered in those games (player, injury, matches missed, source).
-- Source: the Spider text-to-SQL dataset's game_injury database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/game_injury/game_injury.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names (datasets/spider/database/game_injury/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (stadium, game, injury_accident; Home_Games,
--   Average_Attendance, Capacity_Percentage, Season, Date, Home_team, Number_of_matches, ...). Types: Date (text
--   such as '18 May 2007' in Spider) as date; Average_Attendance and Total_Attendance (real, whole numbers only) as
--   int; Capacity_Percentage (real, one decimal) as decimal(4,1); Number_of_matches stays text (values such as
--   '4 (6)'); the rest as in Spider (int, text). NOT NULL added to primary-key columns. Keys as in Spider; foreign
--   keys added after the rows.



CREATE TABLE `stadium` (
  `id` int NOT NULL,
  `name` text,
  `Home_Games` int,
  `Average_Attendance` int,
  `Total_Attendance` int,
  `Capacity_Percentage` decimal(4,1),
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `game` (
  `stadium_id` int,
  `id` int NOT NULL,
  `Season` int,
  `Date` date,
  `Home_team` text,
  `Away_team` text,
  `Score` text,
  `Competition` text,
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `injury_accident` (
  `game_id` int,
  `id` int NOT NULL,
  `Player` text,
  `Injury` text,
  `Number_of_matches` text,
  `Source` text,
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO `stadium` (`id`, `name`, `Home_Games`, `Average_Attendance`, `Total_Attendance`, `Capacity_Percentage`) VALUES
(1, 'Cowboys Stadium', 8, 87047, 696377, 108.8),
(2, 'FedExField', 8, 83172, 665380, 90.7),
(3, 'New Meadowlands Stadium', 8, 79019, 632156, 95.8),
(4, 'New Meadowlands Stadium', 8, 78596, 628768, 95.3),
(5, 'Invesco Field at Mile High', 8, 74908, 599264, 98.4),
(6, 'Bank of America Stadium', 8, 72620, 580965, 98.4),
(7, 'M&T Bank Stadium', 8, 71227, 569817, 100.3),
(8, 'Reliant Stadium', 8, 71080, 568643, 100.0),
(9, 'Lambeau Field', 8, 70795, 566362, 97.1),
(10, 'Louisiana Superdome', 8, 70038, 560304, 96.0),
(11, 'Lincoln Financial Field', 8, 69144, 553152, 102.3),
(12, 'LP Field', 8, 69143, 553144, 100.0),
(13, 'Gillette Stadium', 8, 68756, 550048, 100.0);

INSERT INTO `game` (`stadium_id`, `id`, `Season`, `Date`, `Home_team`, `Away_team`, `Score`, `Competition`) VALUES
(1, 1, 2007, '2007-05-18', 'Quruvchi', 'Pakhtakor', '1–1', 'League'),
(2, 2, 2007, '2007-09-22', 'Pakhtakor', 'Quruvchi', '0–0', 'League'),
(3, 3, 2007, '2007-12-09', 'Pakhtakor', 'Quruvchi', '0–0 (7:6)', 'Cup'),
(4, 4, 2008, '2008-07-10', 'Pakhtakor', 'Quruvchi', '1–1', 'League'),
(5, 5, 2008, '2008-08-16', 'Bunyodkor', 'Pakhtakor', '1–1', 'League'),
(6, 6, 2008, '2008-10-31', 'Bunyodkor', 'Pakhtakor', '3–1', 'Cup'),
(7, 7, 2009, '2009-07-12', 'Bunyodkor', 'Pakhtakor', '2–1', 'League'),
(8, 8, 2009, '2009-10-14', 'Pakhtakor', 'Bunyodkor', '0–0', 'League'),
(9, 9, 2009, '2009-08-08', 'Pakhtakor', 'Bunyodkor', '1–0', 'Cup'),
(10, 10, 2010, '2010-03-14', 'Bunyodkor', 'Pakhtakor', '2–1', 'League'),
(10, 11, 2010, '2010-10-31', 'Pakhtakor', 'Bunyodkor', '0–0', 'League'),
(10, 12, 2011, '2011-07-07', 'Pakhtakor', 'Bunyodkor', '0–0', 'League'),
(1, 13, 2011, '2011-08-21', 'Bunyodkor', 'Pakhtakor', '2–1', 'League'),
(2, 14, 2012, '2012-03-11', 'Bunyodkor', 'Pakhtakor', '–', 'Supercup'),
(3, 15, 2012, '2012-06-26', 'Bunyodkor', 'Pakhtakor', '2–0', 'League'),
(4, 16, 2012, '2012-08-09', 'Pakhtakor', 'Bunyodkor', '1–1', 'League'),
(5, 17, 2012, '2012-08-22', 'Bunyodkor', 'Pakhtakor', '1–1', 'Cup'),
(11, 18, 2012, '2012-11-25', 'Pakhtakor', 'Bunyodkor', '1–3', 'Cup'),
(12, 19, 2013, '2013-06-30', 'Pakhtakor', 'Bunyodkor', '0–2', 'League'),
(7, 20, 2013, '2013-08-08', 'Bunyodkor', 'Pakhtakor', '1–2', 'League');

INSERT INTO `injury_accident` (`game_id`, `id`, `Player`, `Injury`, `Number_of_matches`, `Source`) VALUES
(1, 1, 'Davide Santon', 'Clean-up surgery on his right knee', '12', 'inter.it'),
(2, 2, 'Maicon', 'Knee problem', '2', 'inter.it'),
(3, 3, 'Dejan Stanković', 'Hamstring muscle strain in his left thigh', '2', 'inter.it'),
(4, 4, 'Wesley Sneijder', 'Foot injury', '1', 'inter.it'),
(5, 5, 'Diego Milito', 'Slight thigh strain in right leg', '1', 'inter.it'),
(5, 6, 'Javier Zanetti', 'Post-traumatic pneumothrorax', '4', 'inter.it'),
(6, 7, 'Walter Samuel', 'Right thigh muscle strain', '3', 'inter.it'),
(6, 8, 'Thiago Motta', 'Surgery on his right knee', '10', 'inter.it'),
(6, 9, 'Goran Pandev', 'Ankle problem', '3', 'inter.it'),
(8, 10, 'Iván Córdoba', 'Sustained a biceps femoris strain in his left leg', '1', 'inter.it'),
(9, 11, 'Esteban Cambiasso', 'First-degree strain left hamstring muscles', '2', 'inter.it'),
(10, 12, 'Dejan Stanković (2)', 'Right calf strain', '4 (6)', 'inter.it'),
(10, 13, 'Wesley Sneijder (2)', 'Fainted during half time', '1 (2)', 'inter.it'),
(11, 14, 'Esteban Cambiasso (2)', 'Sustained posterior thigh strains in his left leg', '4 (6)', 'inter.it'),
(12, 15, 'Thiago Motta (2)', 'Knee problem', '7 (17)', 'inter.it');

ALTER TABLE `game` ADD CONSTRAINT game_fk1 FOREIGN KEY (`stadium_id`) REFERENCES `stadium` (`id`);

ALTER TABLE `injury_accident` ADD CONSTRAINT injury_accident_fk1 FOREIGN KEY (`game_id`) REFERENCES `game` (`id`);
