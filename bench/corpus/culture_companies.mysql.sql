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
-- Converted for MariaDB 10.11: Spider's capitalisation kept (book_club, movie, culture_company; book_club_id,
--   Author_or_Editor, Book_Title, Budget_million, Gross_worldwide, Company_name, Group_Equity_Shareholding, Year,
--   Type, Result); no name needs backquotes. Types: Budget_million (real, at most one decimal) as decimal(5,1);
--   Group_Equity_Shareholding (real, at most two decimals) as decimal(5,2); Gross_worldwide and Year as int;
--   culture_company.book_club_id and movie_id (declared text in Spider, every value a whole number) as int like the
--   ids they reference; text as varchar. NOT NULL added to primary-key columns. Keys as in Spider; the foreign keys
--   are added after the rows.

CREATE TABLE book_club (
  book_club_id int NOT NULL,
  Year int,
  Author_or_Editor varchar(50),
  Book_Title varchar(100),
  Publisher varchar(50),
  Category varchar(20),
  Result varchar(20),
  PRIMARY KEY (book_club_id)
);

CREATE TABLE movie (
  movie_id int NOT NULL,
  Title varchar(100),
  Year int,
  Director varchar(50),
  Budget_million decimal(5,1),
  Gross_worldwide int,
  PRIMARY KEY (movie_id)
);

CREATE TABLE culture_company (
  Company_name varchar(100) NOT NULL,
  Type varchar(20),
  Incorporated_in varchar(20),
  Group_Equity_Shareholding decimal(5,2),
  book_club_id int,
  movie_id int,
  PRIMARY KEY (Company_name)
);

INSERT INTO book_club (book_club_id, Year, Author_or_Editor, Book_Title, Publisher, Category, Result) VALUES
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

INSERT INTO movie (movie_id, Title, Year, Director, Budget_million, Gross_worldwide) VALUES
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

INSERT INTO culture_company (Company_name, Type, Incorporated_in, Group_Equity_Shareholding, book_club_id, movie_id) VALUES
  ('Culture China', 'Corporate', 'China', 18.77, 1, 2),
  ('Culture China Cargo', 'Joint Venture', 'China', 49.00, 2, 3),
  ('Culture Hong Kong', 'Joint Venture', 'Hong Kong', 60.00, 3, 4),
  ('Dragonair', 'Subsidiary', 'Hong Kong', 100.00, 5, 7),
  ('Cathay Pacific Culture', 'Subsidiary', 'Hong Kong', 100.00, 5, 5),
  ('Cathay Pacific Culture Services (HK) Limited', 'Subsidiary', 'Hong Kong', 100.00, 6, 6);

ALTER TABLE culture_company ADD CONSTRAINT fk_culture_company_book_club_id FOREIGN KEY (book_club_id) REFERENCES book_club (book_club_id);
ALTER TABLE culture_company ADD CONSTRAINT fk_culture_company_movie_id FOREIGN KEY (movie_id) REFERENCES movie (movie_id);
