-- city_matches: 13 cities of Shanghai, Jiangsu and Zhejiang (name, Chinese characters, pinyin, regional population,
--   GDP), the monthly average temperatures of 8 of them (January to December without May), 6 football matches (date,
--   venue, score, result, competition) and which city hosted a match in each year from 2008 to 2013.
-- Source: the Spider text-to-SQL dataset's city_record database (Yale LILY, https://yale-lily.github.io/spider); the
--   copy used is database/city_record/city_record.sqlite of https://github.com/LeLuven/MachineSpider, commit
--   fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's original
--   English table and column names (datasets/spider/database/city_record/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's lower-case table names (city, match, temperature, hosting_city) and
--   Capitalised_Snake_Case columns (City_ID, Hanyu_Pinyin, Regional_Population, GDP, Match_ID, Host_City, Jan ... Dec)
--   written WITHOUT quotes, so PostgreSQL folds every name to lower case (regional_population, host_city, dec);
--   match and dec need no quotes in PostgreSQL. Types: GDP (real, two decimals) as numeric(7,2); the eleven monthly
--   temperatures (real, one decimal) as numeric(3,1); match.Date ('18 February 1992') as date; Host_City, text in
--   Spider but holding city ids, as integer; Regional_Population, Year and ids as integer; Score and Result stay
--   text ('1-0', '2–1'). NOT NULL added to primary-key columns. Keys as in Spider; the foreign keys
--   (temperature.City_ID -> city, hosting_city.Match_ID -> match, hosting_city.Host_City -> city) are added after the
--   rows (every row satisfies them).

CREATE TABLE city (
  city_id integer NOT NULL,
  city varchar(50),
  hanzi varchar(20),
  hanyu_pinyin varchar(30),
  regional_population integer,
  gdp numeric(7,2),
  PRIMARY KEY (city_id)
);

CREATE TABLE match (
  match_id integer NOT NULL,
  date date,
  venue varchar(100),
  score varchar(10),
  result varchar(10),
  competition varchar(50),
  PRIMARY KEY (match_id)
);

CREATE TABLE temperature (
  city_id integer NOT NULL,
  jan numeric(3,1),
  feb numeric(3,1),
  mar numeric(3,1),
  apr numeric(3,1),
  jun numeric(3,1),
  jul numeric(3,1),
  aug numeric(3,1),
  sep numeric(3,1),
  oct numeric(3,1),
  nov numeric(3,1),
  dec numeric(3,1),
  PRIMARY KEY (city_id)
);

CREATE TABLE hosting_city (
  year integer NOT NULL,
  match_id integer,
  host_city integer,
  PRIMARY KEY (year)
);

INSERT INTO city (city_id, city, hanzi, hanyu_pinyin, regional_population, gdp) VALUES
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

INSERT INTO match (match_id, date, venue, score, result, competition) VALUES
  (1, '1992-02-18', 'Estadio Cuscatlán , San Salvador , El Salvador', '1-0', '2-0', 'Friendly match'),
  (2, '1992-07-19', 'Estadio Rigoberto López , Managua , Nicaragua', '3-0', '5-0', '1994 FIFA World Cup qualification'),
  (3, '1992-07-23', 'Estadio Cuscatlán , San Salvador , El Salvador', '1-0', '5-1', '1994 FIFA World Cup qualification'),
  (4, '1992-07-23', 'Estadio Cuscatlán , San Salvador , El Salvador', '3-0', '5-1', '1994 FIFA World Cup qualification'),
  (5, '1993-04-04', 'Estadio Cuscatlán , San Salvador , El Salvador', '1–0', '2–1', '1994 FIFA World Cup qualification'),
  (6, '2000-07-23', 'Estadio Cuscatlán , San Salvador , El Salvador', '2–1', '7–1', '2002 FIFA World Cup qualification');

INSERT INTO temperature (city_id, jan, feb, mar, apr, jun, jul, aug, sep, oct, nov, dec) VALUES
  (1, 17.8, 17.8, 18.3, 18.9, 20.0, 20.6, 20.6, 20.6, 20.0, 19.4, 18.3),
  (2, 26.1, 26.1, 26.1, 26.1, 27.8, 27.8, 28.3, 28.3, 28.3, 27.2, 26.7),
  (3, 18.9, 18.3, 19.4, 20.0, 22.2, 23.3, 23.9, 23.3, 22.8, 21.7, 20.0),
  (4, 26.7, 27.2, 27.8, 28.3, 30.6, 31.1, 31.7, 31.7, 30.6, 28.9, 27.8),
  (6, 17.2, 17.2, 18.3, 18.9, 20.6, 21.7, 21.7, 21.1, 20.6, 20.0, 18.3),
  (10, 26.7, 27.2, 27.8, 27.8, 30.0, 30.6, 31.1, 31.1, 30.6, 28.9, 27.8),
  (7, 18.3, 18.9, 19.4, 20.6, 22.8, 23.3, 23.3, 23.3, 22.8, 21.7, 20.0),
  (11, 25.6, 26.6, 26.6, 26.1, 28.3, 28.9, 29.4, 29.4, 28.9, 27.2, 26.1);

INSERT INTO hosting_city (year, match_id, host_city) VALUES
  (2008, 1, 1),
  (2009, 2, 2),
  (2010, 3, 2),
  (2011, 4, 6),
  (2012, 5, 12),
  (2013, 6, 11);

ALTER TABLE temperature ADD CONSTRAINT fk_temperature_city_id FOREIGN KEY (city_id) REFERENCES city (city_id);
ALTER TABLE hosting_city ADD CONSTRAINT fk_hosting_city_match_id FOREIGN KEY (match_id) REFERENCES match (match_id);
ALTER TABLE hosting_city ADD CONSTRAINT fk_hosting_city_host_city FOREIGN KEY (host_city) REFERENCES city (city_id);
