-- gallery_exhibitions: a gallery's exhibition records: 7 artists (name, country, year they joined, age), 6 themed
--   exhibitions, one a year from 2004 to 2009 (theme, artist, ticket price), and 13 daily attendance records of the
--   exhibitions (a day written as month and day without a year, and the attendance that day).
-- Source: the Spider text-to-SQL dataset's theme_gallery database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/theme_gallery/theme_gallery.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names (datasets/spider/database/theme_gallery/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's lower-case table names (artist, exhibition, exhibition_record) and
--   Capitalised_Snake_Case columns (Artist_ID, Name, Country, Year_Join, Age, Exhibition_ID, Year, Theme,
--   Ticket_Price, Date, Attendance) written WITHOUT quotes, so PostgreSQL folds every name to lower case (artist_id,
--   year_join, ticket_price). Types: Ticket_Price (real in Spider, two decimals) as numeric(5,2); Date stays text,
--   as varchar(20), because its values ('December 2', 'February 19') have no year and it is part of the primary key
--   (MariaDB cannot key a text column without a length); the rest as in Spider (integer, text). NOT NULL added to
--   primary-key columns. Keys as in Spider; the two foreign keys are added after the rows (every row satisfies
--   them).


CREATE TABLE artist (
  artist_id integer NOT NULL,
  name text,
  country text,
  year_join integer,
  age integer,
  PRIMARY KEY (artist_id)
);

CREATE TABLE exhibition (
  exhibition_id integer NOT NULL,
  year integer,
  theme text,
  artist_id integer,
  ticket_price numeric(5,2),
  PRIMARY KEY (exhibition_id)
);

CREATE TABLE exhibition_record (
  exhibition_id integer NOT NULL,
  date varchar(20) NOT NULL,
  attendance integer,
  PRIMARY KEY (exhibition_id, date)
);

INSERT INTO artist (artist_id, name, country, year_join, age) VALUES
(1, 'Vijay Singh', 'Fiji', 1998, 45),
(2, 'John Daly', 'United States', 1991, 46),
(3, 'Paul Azinger', 'United States', 1993, 47),
(4, 'Jeff Sluman', 'United States', 1988, 57),
(5, 'Mark Brooks', 'United States', 1996, 48),
(6, 'Nick Price', 'Zimbabwe', 1994, 48),
(7, 'Larry Nelson', 'United States', 1981, 50);

INSERT INTO exhibition (exhibition_id, year, theme, artist_id, ticket_price) VALUES
(1, 2004, 'Santa Claus', 1, 19.95),
(2, 2005, 'Christmas stocking', 2, 19.95),
(3, 2006, 'Santa Claus and Rudolph the Red-Nosed Reindeer', 4, 14.95),
(4, 2007, 'Christmas Tree', 1, 16.95),
(5, 2008, 'Spring', 6, 29.95),
(6, 2009, 'Summer', 3, 9.95);

INSERT INTO exhibition_record (exhibition_id, date, attendance) VALUES
(1, 'December 2', 965),
(1, 'December 5', 1098),
(1, 'December 7', 2983),
(2, 'December 9', 1239),
(2, 'December 12', 1313),
(2, 'December 13', 10908),
(3, 'December 16', 1134),
(3, 'February 19', 1233),
(3, 'February 21', 9089),
(4, 'February 23', 3139),
(5, 'February 25', 24808),
(5, 'February 26', 13142),
(5, 'February 28', 4231);

ALTER TABLE exhibition ADD CONSTRAINT exhibition_fk1 FOREIGN KEY (artist_id) REFERENCES artist (artist_id);

ALTER TABLE exhibition_record ADD CONSTRAINT exhibition_record_fk1 FOREIGN KEY (exhibition_id) REFERENCES exhibition (exhibition_id);
