-- workshop_submissions: 6 workshops held from 2007 to 2011 (date, venue, name), 10 paper submissions (author,
--   college, review score), and 6 acceptance decisions (a submission at a workshop: Accepted or Rejected).
-- Source: the Spider text-to-SQL dataset's workshop_paper database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/workshop_paper/workshop_paper.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names (datasets/spider/database/workshop_paper/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's table names (workshop, submission, Acceptance) and Capitalised_Snake_Case
--   columns (Workshop_ID, Date, Venue, Name, Submission_ID, Scores, Author, College, Result) written WITHOUT
--   quotes, so PostgreSQL folds every name to lower case (acceptance, workshop_id, submission_id). Types:
--   workshop.Date (text in Spider, 'August 18, 2007') as date; Scores (real in Spider, every value whole) as
--   integer; the rest as in Spider (integer, text). NOT NULL added to primary-key columns. Keys as in Spider;
--   foreign keys added after the rows (every row satisfies them).

CREATE TABLE workshop (
  workshop_id integer NOT NULL,
  date date,
  venue text,
  name text,
  PRIMARY KEY (workshop_id)
);

CREATE TABLE submission (
  submission_id integer NOT NULL,
  scores integer,
  author text,
  college text,
  PRIMARY KEY (submission_id)
);

CREATE TABLE acceptance (
  submission_id integer NOT NULL,
  workshop_id integer NOT NULL,
  result text,
  PRIMARY KEY (submission_id, workshop_id)
);

INSERT INTO workshop (workshop_id, date, venue, name) VALUES (1, '2007-08-18', 'London UK', 'ABC 2007');
INSERT INTO workshop (workshop_id, date, venue, name) VALUES (2, '2007-08-21', 'London UK', 'Conference 2007');
INSERT INTO workshop (workshop_id, date, venue, name) VALUES (3, '2007-08-25', 'New Jersey USA', 'Workshop 2007');
INSERT INTO workshop (workshop_id, date, venue, name) VALUES (4, '2007-10-08', 'New York USA', '2007 qualification');
INSERT INTO workshop (workshop_id, date, venue, name) VALUES (5, '2008-01-14', 'New York USA', '2008 qualification');
INSERT INTO workshop (workshop_id, date, venue, name) VALUES (6, '2011-07-05', 'Istanbul Turkey', 'Anual Workshop 2011');

INSERT INTO submission (submission_id, scores, author, college) VALUES (1, 72, 'Steve Niehaus', 'Notre Dame');
INSERT INTO submission (submission_id, scores, author, college) VALUES (2, 79, 'Sammy Green', 'Florida');
INSERT INTO submission (submission_id, scores, author, college) VALUES (3, 78, 'Sherman Smith', 'Miami (OH)');
INSERT INTO submission (submission_id, scores, author, college) VALUES (4, 79, 'Steve Raible', 'Georgia Tech');
INSERT INTO submission (submission_id, scores, author, college) VALUES (5, 82, 'Jeff Lloyd', 'West Texas State');
INSERT INTO submission (submission_id, scores, author, college) VALUES (6, 89, 'Rick Engles', 'Tulsa');
INSERT INTO submission (submission_id, scores, author, college) VALUES (7, 92, 'Don Bitterlich', 'Temple');
INSERT INTO submission (submission_id, scores, author, college) VALUES (8, 93, 'Steve Myer', 'New Mexico');
INSERT INTO submission (submission_id, scores, author, college) VALUES (9, 82, 'Randy Johnson', 'Georgia');
INSERT INTO submission (submission_id, scores, author, college) VALUES (10, 83, 'Andy Bolton', 'Fisk');

INSERT INTO acceptance (submission_id, workshop_id, result) VALUES (2, 5, 'Accepted');
INSERT INTO acceptance (submission_id, workshop_id, result) VALUES (2, 3, 'Rejected');
INSERT INTO acceptance (submission_id, workshop_id, result) VALUES (3, 2, 'Rejected');
INSERT INTO acceptance (submission_id, workshop_id, result) VALUES (4, 6, 'Rejected');
INSERT INTO acceptance (submission_id, workshop_id, result) VALUES (5, 6, 'Rejected');
INSERT INTO acceptance (submission_id, workshop_id, result) VALUES (1, 1, 'Accepted');

ALTER TABLE acceptance ADD FOREIGN KEY (submission_id) REFERENCES submission (submission_id);
ALTER TABLE acceptance ADD FOREIGN KEY (workshop_id) REFERENCES workshop (workshop_id);
