-- cinema_schedule: 10 cinemas in Irish counties (name, opening year, seating capacity, county), 5 films (episodes of
--   a 1992 television series: rank in the series, number in the season, title, director, original air dates,
--   production codes) and 7 schedule entries saying which cinema shows which film on which day (day and month
--   only, as text), how many times a day and at what ticket price.
-- Source: the Spider text-to-SQL dataset's cinema database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/cinema/cinema.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names (datasets/spider/database/cinema/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's lower-case table names (film, cinema, schedule) and Capitalised_Snake_Case
--   columns (Film_ID, Rank_in_series, Directed_by, Original_air_date, Cinema_ID, Openning_year [sic], Date,
--   Show_times_per_day, Price) written WITHOUT quotes, so PostgreSQL folds every name to lower case (film_id,
--   openning_year, show_times_per_day). Types as in Spider (integer, text), except Price (float) as numeric(10,2).
--   schedule.Date and film.Original_air_date stay text (no year / a range of days). Keys as in Spider.


CREATE TABLE film (
  film_id integer NOT NULL,
  rank_in_series integer,
  number_in_season integer,
  title text,
  directed_by text,
  original_air_date text,
  production_code text,
  PRIMARY KEY (film_id)
);

CREATE TABLE cinema (
  cinema_id integer NOT NULL,
  name text,
  openning_year integer,
  capacity integer,
  location text,
  PRIMARY KEY (cinema_id)
);

CREATE TABLE schedule (
  cinema_id integer NOT NULL,
  film_id integer NOT NULL,
  date text,
  show_times_per_day integer,
  price numeric(10,2),
  PRIMARY KEY (cinema_id, film_id)
);

INSERT INTO film (film_id, rank_in_series, number_in_season, title, directed_by, original_air_date, production_code) VALUES
(1, 26, 1, 'The Case of the Mystery Weekend', 'Bill Schreiner', 'September 21–25, 1992', '50021–50025'),
(2, 27, 2, 'The Case of the Smart Dummy', 'Bill Schreiner', 'September 28–October 2, 1992', '50231–50235'),
(3, 28, 3, 'The Case: Off the Record', 'Bill Schreiner', 'October 5–9, 1992', '50011–50015'),
(4, 29, 4, 'The Case of the Bermuda Triangle', 'Jesus Salvador Treviño', 'October 12–16, 1992', '50251–50255'),
(5, 30, 5, 'The Case of the Piggy Banker', 'Bill Schreiner', 'October 19–23, 1992', '50241–50245');

INSERT INTO cinema (cinema_id, name, openning_year, capacity, location) VALUES
(1, 'Codling', 2010, 1100, 'County Wicklow'),
(2, 'Carrowleagh', 2012, 368, 'County Cork'),
(3, 'Dublin Array', 2015, 364, 'County Dublin'),
(4, 'Glenmore', 2009, 305, 'County Clare'),
(5, 'Glenough', 2010, 325, 'County Tipperary'),
(6, 'Gortahile', 2010, 208, 'County Laois'),
(7, 'Grouse Lodge', 2011, 203, 'County Tipperary'),
(8, 'Moneypoint', 2011, 225, 'County Clare'),
(9, 'Mount Callan', 2011, 908, 'County Clare'),
(10, 'Oriel', 2013, 330, 'County Louth');

INSERT INTO schedule (cinema_id, film_id, date, show_times_per_day, price) VALUES
(1, 1, '21 May', 5, 12.99),
(1, 2, '21 May', 3, 12.99),
(1, 3, '21 Jun', 2, 8.99),
(2, 1, '11 July', 5, 9.99),
(6, 5, '2 Aug', 4, 12.99),
(9, 4, '20 May', 5, 9.99),
(10, 1, '19 May', 5, 15.99);

ALTER TABLE schedule ADD CONSTRAINT schedule_fk1 FOREIGN KEY (cinema_id) REFERENCES cinema (cinema_id);

ALTER TABLE schedule ADD CONSTRAINT schedule_fk2 FOREIGN KEY (film_id) REFERENCES film (film_id);
