-- culture_companies: a group's culture companies and what they are tied to: 6 companies (name, type, place of
--   incorporation, the group's equity shareholding in percent, and the book club entry and the movie each company is
--   linked to), 12 book club entries (year 1989 or 1990, author or editor, book title, publisher, category and
--   result: won or nominated) and 10 movies (title, year 1999-2001, director, budget in millions, worldwide gross).
-- Source: the Spider text-to-SQL dataset's culture_company database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/culture_company/culture_company.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names (datasets/spider/database/culture_company/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's lower-case singular table names (book_club, movie, culture_company) and mixed
--   columns (book_club_id, movie_id; Author_or_Editor, Book_Title, Budget_million, Gross_worldwide, Company_name,
--   Incorporated_in, Group_Equity_Shareholding; Year, Publisher, Category, Result, Title, Director, Type) written
--   WITHOUT quotes, so PostgreSQL folds every name to lower case (book_title, gross_worldwide,
--   group_equity_shareholding). Types: Budget_million (real, at most one decimal) as numeric(5,1);
--   Group_Equity_Shareholding (real, at most two decimals) as numeric(5,2); Gross_worldwide and Year as integer;
--   culture_company.book_club_id and movie_id (declared text in Spider, every value a whole number) as integer like
--   the ids they reference; text as varchar. NOT NULL added to primary-key columns. Keys as in Spider; the foreign
--   keys (culture_company.book_club_id -> book_club, culture_company.movie_id -> movie) are added after the rows
--   (every row satisfies them).

CREATE TABLE book_club (
  book_club_id integer NOT NULL,
  year integer,
  author_or_editor varchar(50),
  book_title varchar(100),
  publisher varchar(50),
  category varchar(20),
  result varchar(20),
  PRIMARY KEY (book_club_id)
);

CREATE TABLE movie (
  movie_id integer NOT NULL,
  title varchar(100),
  year integer,
  director varchar(50),
  budget_million numeric(5,1),
  gross_worldwide integer,
  PRIMARY KEY (movie_id)
);

CREATE TABLE culture_company (
  company_name varchar(100) NOT NULL,
  type varchar(20),
  incorporated_in varchar(20),
  group_equity_shareholding numeric(5,2),
  book_club_id integer,
  movie_id integer,
  PRIMARY KEY (company_name)
);

INSERT INTO book_club (book_club_id, year, author_or_editor, book_title, publisher, category, result) VALUES
  (1, 1989, 'Michael Nava', 'Goldenboy', 'Alyson', 'Gay M/SF', 'Won [A ]'),
  (2, 1989, 'Donald Ward', 'Death Takes the Stage', 'St. Martin''s Press', 'Gay M/SF', 'Nom'),
  (3, 1989, 'Michael Bishop', 'Unicorn Mountain', 'William Morrow', 'Gay M/SF', 'Nom'),
  (4, 1989, 'Joseph Hansen', 'Obedience', 'Mysterious Press', 'Gay M/SF', 'Nom'),
  (5, 1989, 'George Baxt', 'Whoӳ Next', 'International Polygonics', 'Gay M/SF', 'Nom'),
  (6, 1989, 'Antoinette Azolakov', 'Skiptrace', 'Banned Books', 'Lesb. M/SF', 'Won'),
  (7, 1989, 'Claire McNab', 'Lessons In Murder', 'Naiad Press', 'Lesb. M/SF', 'Nom'),
  (8, 1989, 'Judy Grahn', 'Mundaneӳ World', 'Crossing Press', 'Lesb. M/SF', 'Nom'),
  (9, 1989, 'Dolores Klaich', 'Heavy Gilt', 'Naiad Press', 'Lesb. M/SF', 'Nom'),
  (10, 1989, 'Sandy Bayer', 'The Crystal Curtain', 'Alyson', 'Lesb. M/SF', 'Nom'),
  (11, 1990, 'Jeffrey N. McMahan', 'Somewhere in the Night', 'Alyson', 'Gay SF/F', 'Won [B ]'),
  (12, 1990, 'Thom Nickels', 'Walking Water / After All This', 'Banned Books', 'Gay SF/F', 'Nom');

INSERT INTO movie (movie_id, title, year, director, budget_million, gross_worldwide) VALUES
  (1, 'The Boondock Saints', 1999, 'Troy Duffy', 6.0, 30471),
  (2, 'The Big Kahuna', 1999, 'John Swanbeck', 7.0, 3728888),
  (3, 'Storm Catcher', 1999, 'Anthony Hickox', 5.0, 40500),
  (4, 'Jill Rips', 2000, 'Anthony Hickox', 4.0, 456774),
  (5, 'The Whole Nine Yards', 2000, 'Jonathan Lynn', 41.3, 106371651),
  (6, 'Battlefield Earth', 2000, 'Roger Christian', 44.0, 29725663),
  (7, 'Get Carter', 2000, 'Stephen Kay', 63.6, 19412993),
  (8, 'The Art of War', 2000, 'Christian Duguay', 60.0, 40400425),
  (9, 'Agent Red', 2000, 'Damian Lee', 47.0, 543356),
  (10, '3000 Miles to Graceland', 2001, 'Demian Lichtenstein', 62.0, 18720175);

INSERT INTO culture_company (company_name, type, incorporated_in, group_equity_shareholding, book_club_id, movie_id) VALUES
  ('Culture China', 'Corporate', 'China', 18.77, 1, 2),
  ('Culture China Cargo', 'Joint Venture', 'China', 49.00, 2, 3),
  ('Culture Hong Kong', 'Joint Venture', 'Hong Kong', 60.00, 3, 4),
  ('Dragonair', 'Subsidiary', 'Hong Kong', 100.00, 5, 7),
  ('Cathay Pacific Culture', 'Subsidiary', 'Hong Kong', 100.00, 5, 5),
  ('Cathay Pacific Culture Services (HK) Limited', 'Subsidiary', 'Hong Kong', 100.00, 6, 6);

ALTER TABLE culture_company ADD CONSTRAINT fk_culture_company_book_club_id FOREIGN KEY (book_club_id) REFERENCES book_club (book_club_id);
ALTER TABLE culture_company ADD CONSTRAINT fk_culture_company_movie_id FOREIGN KEY (movie_id) REFERENCES movie (movie_id);
