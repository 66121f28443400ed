-- party_events: a party organisation's records of 5 regions (name, a date in July 2002, label, format, catalogue
--   number), 5 parties (minister, years the minister took and left office, region, party name), 15 members (name,
--   party, years in office as text such as '1994–present') and 8 party events (event name, party, member in charge).
-- Source: the Spider text-to-SQL dataset's party_people database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/party_people/party_people.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names (datasets/spider/database/party_people/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (region, party, member, party_events; Region_ID,
--   Region_name, Took_office, Member_Name, Member_in_charge_ID, ...). Types: Date (text such as '1 July 2002') as
--   date; Took_office and Left_office (text, four-digit years only) as int; member.Party_ID (text, whole numbers
--   referring to party.Party_ID) as int; In_office stays text; the rest as in Spider (int, text). NOT NULL added to
--   primary-key columns. Keys as in Spider; foreign keys added after the rows.


CREATE TABLE `region` (
  `Region_ID` int NOT NULL,
  `Region_name` text,
  `Date` date,
  `Label` text,
  `Format` text,
  `Catalogue` text,
  PRIMARY KEY (`Region_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `party` (
  `Party_ID` int NOT NULL,
  `Minister` text,
  `Took_office` int,
  `Left_office` int,
  `Region_ID` int,
  `Party_name` text,
  PRIMARY KEY (`Party_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `member` (
  `Member_ID` int NOT NULL,
  `Member_Name` text,
  `Party_ID` int,
  `In_office` text,
  PRIMARY KEY (`Member_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `party_events` (
  `Event_ID` int NOT NULL,
  `Event_Name` text,
  `Party_ID` int,
  `Member_in_charge_ID` int,
  PRIMARY KEY (`Event_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO `region` (`Region_ID`, `Region_name`, `Date`, `Label`, `Format`, `Catalogue`) VALUES
(1, 'United Kingdom', '2002-07-01', 'Parlophone', 'CD', '540 3622'),
(2, 'United Kingdom', '2002-07-01', 'Parlophone', '2× LP', '539 9821'),
(3, 'Japan', '2002-07-03', 'Toshiba-EMI', 'CD', 'TOCP-66045'),
(4, 'United States', '2002-07-16', 'Astralwerks', 'CD', 'ASW 40362'),
(5, 'United States', '2002-07-16', 'Astralwerks', 'CD digipak', 'ASW 40522');

INSERT INTO `party` (`Party_ID`, `Minister`, `Took_office`, `Left_office`, `Region_ID`, `Party_name`) VALUES
(1, 'Dr. Kwame Nkrumah (MP)', 1957, 1958, 1, 'Convention Peoples Party'),
(2, 'Kojo Botsio (MP)', 1958, 1959, 2, 'Progress Party'),
(3, 'Ebenezer Ako-Adjei (MP)', 1959, 1960, 3, '3'),
(4, 'Imoru Egala (MP)', 1960, 1961, 4, 'Convention Union Party'),
(5, 'Ebenezer Ako-Adjei (MP)', 1961, 1962, 5, 'Sinefine Party');

INSERT INTO `member` (`Member_ID`, `Member_Name`, `Party_ID`, `In_office`) VALUES
(1, 'Hon Tony Abbott', 3, '1994–present'),
(2, 'Hon Dick Adams', 2, '1993–2013'),
(3, 'Anthony Albanese', 2, '1996–present'),
(4, 'Hon John Anderson', 1, '1989–2007'),
(5, 'Peter Andren', 3, '1996–2007'),
(6, 'Hon Kevin Andrews', 3, '1991–present'),
(7, 'Hon Fran Bailey', 3, '1990–1993, 1996–2010'),
(8, 'Hon Bruce Baird', 3, '2001–2007'),
(9, 'Mark Baker', 3, '2004–2007'),
(10, 'Hon Bob Baldwin', 3, '2001–present'),
(11, 'Phil Barresi', 3, '1996–2007'),
(12, 'Kerry Bartlett', 1, '1996–2007'),
(13, 'Hon Kim Beazley', 2, '1980–2007'),
(14, 'Hon Arch Bevis', 2, '1990–2010'),
(15, 'Hon Bruce Billson', 3, '1996–present');

INSERT INTO `party_events` (`Event_ID`, `Event_Name`, `Party_ID`, `Member_in_charge_ID`) VALUES
(1, 'Annaual Meeting', 1, 4),
(2, 'Conference', 1, 12),
(3, 'Annaual Meeting', 2, 2),
(4, 'Budget Meeting', 2, 3),
(5, 'Annaual Meeting', 3, 10),
(6, 'Election Meeting', 3, 11),
(7, 'Budget Meeting', 3, 15),
(8, 'Election Meeting', 1, 4);

ALTER TABLE `party` ADD CONSTRAINT `party_fk1` FOREIGN KEY (`Region_ID`) REFERENCES `region` (`Region_ID`);

ALTER TABLE `member` ADD CONSTRAINT `member_fk1` FOREIGN KEY (`Party_ID`) REFERENCES `party` (`Party_ID`);

ALTER TABLE `party_events` ADD CONSTRAINT `party_events_fk1` FOREIGN KEY (`Party_ID`) REFERENCES `party` (`Party_ID`);

ALTER TABLE `party_events` ADD CONSTRAINT `party_events_fk2` FOREIGN KEY (`Member_in_charge_ID`) REFERENCES `member` (`Member_ID`);
