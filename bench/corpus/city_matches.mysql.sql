-- city_matches: 13 cities of Shanghai, Jiangsu and Zhejiang (name, Chinese characters, pinyin, regional population,
--   GDP), the monthly average temperatures of 8 of them (January to December without May), 6 football matches (date,
--   venue, score, result, competition) and which city hosted a match in each year from 2008 to 2013.
-- Source: the Spider text-to-SQL dataset's city_record database (Yale LILY, https://yale-lily.github.io/spider); the
--   copy used is database/city_record/city_record.sqlite of https://github.com/LeLuven/MachineSpider, commit
--   fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's original
--   English table and column names (datasets/spider/database/city_record/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (city, match, temperature, hosting_city; City_ID,
--   Hanyu_Pinyin, Regional_Population, GDP, Host_City, Jan ... Dec). `match` and `Dec` are reserved words in MariaDB
--   and must be backquoted in queries; every name is backquoted here. Types: GDP as decimal(7,2); the monthly
--   temperatures as decimal(3,1); match.Date as date; Host_City (text in Spider, holding city ids) as int;
--   Regional_Population, Year and ids as int; Score and Result stay text. NOT NULL added to primary-key columns.
--   Keys as in Spider; the foreign keys are added after the rows.

SET NAMES utf8mb4;

CREATE TABLE `city` (
  `City_ID` int NOT NULL,
  `City` varchar(50),
  `Hanzi` varchar(20),
  `Hanyu_Pinyin` varchar(30),
  `Regional_Population` int,
  `GDP` decimal(7,2),
  PRIMARY KEY (`City_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `match` (
  `Match_ID` int NOT NULL,
  `Date` date,
  `Venue` varchar(100),
  `Score` varchar(10),
  `Result` varchar(10),
  `Competition` varchar(50),
  PRIMARY KEY (`Match_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `temperature` (
  `City_ID` int NOT NULL,
  `Jan` decimal(3,1),
  `Feb` decimal(3,1),
  `Mar` decimal(3,1),
  `Apr` decimal(3,1),
  `Jun` decimal(3,1),
  `Jul` decimal(3,1),
  `Aug` decimal(3,1),
  `Sep` decimal(3,1),
  `Oct` decimal(3,1),
  `Nov` decimal(3,1),
  `Dec` decimal(3,1),
  PRIMARY KEY (`City_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `hosting_city` (
  `Year` int NOT NULL,
  `Match_ID` int,
  `Host_City` int,
  PRIMARY KEY (`Year`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO `city` (`City_ID`, `City`, `Hanzi`, `Hanyu_Pinyin`, `Regional_Population`, `GDP`) VALUES
  (1, 'Shanghai', '上海', 'Shànghǎi', 23019148, 1919.57),
  (2, 'Nanjing ( Jiangsu )', '南京', 'Nánjīng', 8004680, 614.55),
  (3, 'Hangzhou ( Zhejiang )', '杭州', 'Hángzhōu', 8700400, 701.18),
  (4, 'Suzhou ( Jiangsu )', '苏州/ 蘇州', 'Sūzhōu', 10465994, 1071.70),
  (5, 'Ningbo ( Zhejiang )', '宁波/ 寧波', 'Níngbō', 7605689, 601.05),
  (6, 'Wuxi ( Jiangsu )', '无锡/ 無錫', 'Wúxī', 6372624, 688.02),
  (7, 'Nantong ( Jiangsu )', '南通', 'Nántōng', 7282835, 408.02),
  (8, 'Shaoxing ( Zhejiang )', '绍兴/ 紹興', 'Shàoxīng', 4912200, 329.12),
  (9, 'Changzhou ( Jiangsu )', '常州', 'Chángzhōu', 4591972, 358.04),
  (10, 'Jinhua ( Zhejiang )', '金华/ 金華', 'Jīnhuá', 4614100, 244.77),
  (11, 'Jiaxing ( Zhejiang )', '嘉兴/ 嘉興', 'Jiāxīng', 4501700, 266.81),
  (12, 'Taizhou ( Zhejiang )', '台州', 'Tāizhōu', 5968800, 279.49),
  (13, 'Yangzhou ( Jiangsu )', '扬州/ 揚州', 'Yángzhōu', 4459760, 263.03);

INSERT INTO `match` (`Match_ID`, `Date`, `Venue`, `Score`, `Result`, `Competition`) VALUES
  (1, '1992-02-18', 'Estadio Cuscatlán , San Salvador , El Salvador', '1-0', '2-0', 'Friendly match'),
  (2, '1992-07-19', 'Estadio Rigoberto López , Managua , Nicaragua', '3-0', '5-0', '1994 FIFA World Cup qualification'),
  (3, '1992-07-23', 'Estadio Cuscatlán , San Salvador , El Salvador', '1-0', '5-1', '1994 FIFA World Cup qualification'),
  (4, '1992-07-23', 'Estadio Cuscatlán , San Salvador , El Salvador', '3-0', '5-1', '1994 FIFA World Cup qualification'),
  (5, '1993-04-04', 'Estadio Cuscatlán , San Salvador , El Salvador', '1–0', '2–1', '1994 FIFA World Cup qualification'),
  (6, '2000-07-23', 'Estadio Cuscatlán , San Salvador , El Salvador', '2–1', '7–1', '2002 FIFA World Cup qualification');

INSERT INTO `temperature` (`City_ID`, `Jan`, `Feb`, `Mar`, `Apr`, `Jun`, `Jul`, `Aug`, `Sep`, `Oct`, `Nov`, `Dec`) VALUES
  (1, 17.8, 17.8, 18.3, 18.9, 20.0, 20.6, 20.6, 20.6, 20.0, 19.4, 18.3),
  (2, 26.1, 26.1, 26.1, 26.1, 27.8, 27.8, 28.3, 28.3, 28.3, 27.2, 26.7),
  (3, 18.9, 18.3, 19.4, 20.0, 22.2, 23.3, 23.9, 23.3, 22.8, 21.7, 20.0),
  (4, 26.7, 27.2, 27.8, 28.3, 30.6, 31.1, 31.7, 31.7, 30.6, 28.9, 27.8),
  (6, 17.2, 17.2, 18.3, 18.9, 20.6, 21.7, 21.7, 21.1, 20.6, 20.0, 18.3),
  (10, 26.7, 27.2, 27.8, 27.8, 30.0, 30.6, 31.1, 31.1, 30.6, 28.9, 27.8),
  (7, 18.3, 18.9, 19.4, 20.6, 22.8, 23.3, 23.3, 23.3, 22.8, 21.7, 20.0),
  (11, 25.6, 26.6, 26.6, 26.1, 28.3, 28.9, 29.4, 29.4, 28.9, 27.2, 26.1);

INSERT INTO `hosting_city` (`Year`, `Match_ID`, `Host_City`) VALUES
  (2008, 1, 1),
  (2009, 2, 2),
  (2010, 3, 2),
  (2011, 4, 6),
  (2012, 5, 12),
  (2013, 6, 11);

ALTER TABLE `temperature` ADD CONSTRAINT fk_temperature_city_id FOREIGN KEY (`City_ID`) REFERENCES `city` (`City_ID`);
ALTER TABLE `hosting_city` ADD CONSTRAINT fk_hosting_city_match_id FOREIGN KEY (`Match_ID`) REFERENCES `match` (`Match_ID`);
ALTER TABLE `hosting_city` ADD CONSTRAINT fk_hosting_city_host_city FOREIGN KEY (`Host_City`) REFERENCES `city` (`City_ID`);
