-- film_markets: a film distributor's sheet of the top-grossing films of 1982 (13 films: title, studio, director,
--   gross in dollars), 6 markets (country, number of cities) and 9 low/high estimates for a film in a
--   market in a given year, each with an estimate type.
-- Source: the Spider text-to-SQL dataset's film_rank database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/film_rank/film_rank.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names (datasets/spider/database/film_rank/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's lower-case table names (film, market, film_market_estimation) and
--   Capitalised_snake_case columns (Film_ID, Gross_in_dollar, Number_cities, Low_Estimate, Type, Year) written
--   WITHOUT quotes, so PostgreSQL folds every name to lower case (gross_in_dollar, low_estimate). Types as in Spider
--   (int as integer, text as text), except Low_Estimate and High_Estimate (Spider's real, every value whole) as
--   numeric(10,1). Keys as in Spider; every row satisfies the foreign keys.


CREATE TABLE film (
  film_id integer NOT NULL,
  title text,
  studio text,
  director text,
  gross_in_dollar integer,
  PRIMARY KEY (film_id)
);

CREATE TABLE market (
  market_id integer NOT NULL,
  country text,
  number_cities integer,
  PRIMARY KEY (market_id)
);

CREATE TABLE film_market_estimation (
  estimation_id integer NOT NULL,
  low_estimate numeric(10,1),
  high_estimate numeric(10,1),
  film_id integer,
  type text,
  market_id integer,
  year integer,
  PRIMARY KEY (estimation_id)
);

INSERT INTO film (film_id, title, studio, director, gross_in_dollar) VALUES
(1, 'ET the Extra-Terrestrial', 'Universal', 'Steven Spielberg', 435110554),
(2, 'Tootsie', 'Columbia', 'Sydney Pollack', 177200000),
(3, 'An Officer and a Gentleman', 'Paramount / Lorimar', 'Taylor Hackford', 129795554),
(4, 'Rocky III', 'United Artists', 'Sylvester Stallone', 125049125),
(5, 'Porky''s', '20th Century Fox', 'Bob Clark', 109492484),
(6, 'Star Trek II: The Wrath of Khan', 'Paramount', 'Nicholas Meyer', 79912963),
(7, '48 Hrs', 'Paramount', 'Walter Hill', 78868508),
(8, 'Poltergeist', 'MGM', 'Tobe Hooper', 76606280),
(9, 'The Best Little Whorehouse in Texas', 'Universal / RKO', 'Colin Higgins', 69701637),
(10, 'Annie', 'Columbia / Rastar', 'John Huston', 57059003),
(11, 'The Verdict', '20th Century Fox', 'Sidney Lumet', 53977250),
(12, 'Gandhi', 'Columbia', 'Richard Attenborough', 52767889),
(13, 'First Blood', 'Orion / Carolco', 'Ted Kotcheff', 47212904);

INSERT INTO market (market_id, country, number_cities) VALUES
(1, 'Japan', 209),
(2, 'China', 540),
(3, 'USA', 700),
(4, 'Russia', 231),
(5, 'France', 212),
(6, 'Poland', 453);

INSERT INTO film_market_estimation (estimation_id, low_estimate, high_estimate, film_id, type, market_id, year) VALUES
(1, 80000.0, 80400.0, 1, 'Mass suicide murder', 1, 1945),
(2, 8000.0, 8000.0, 2, 'Mass suicide', 2, 1944),
(3, 3000.0, 80400.0, 3, 'Mass human sacrifice', 3, 1487),
(4, 960.0, 960.0, 4, 'Mass suicide', 2, 1973),
(5, 913.0, 913.0, 4, 'Mass suicide murder', 1, 1978),
(6, 300.0, 1000.0, 4, 'Mass suicide', 1, 2000),
(7, 53.0, 53.0, 4, 'Mass suicide', 1, 1994),
(8, 39.0, 39.0, 1, 'Mass suicide', 2, 1997),
(9, 16.0, 16.0, 1, 'Mass suicide', 3, 1995);

ALTER TABLE film_market_estimation ADD CONSTRAINT film_market_estimation_fk1 FOREIGN KEY (film_id) REFERENCES film (film_id);

ALTER TABLE film_market_estimation ADD CONSTRAINT film_market_estimation_fk2 FOREIGN KEY (market_id) REFERENCES market (market_id);
