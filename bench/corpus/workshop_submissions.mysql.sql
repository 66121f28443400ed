-- workshop_submissions: 6 workshops held from 2007 to 2011 (date, venue, name), 10 paper submissions (author,
--   college, review score), and 6 acceptance decisions (a submission at a workshop: Accepted or Rejected).
-- Source: the Spider text-to-SQL dataset's workshop_paper database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/workshop_paper/workshop_paper.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names (datasets/spider/database/workshop_paper/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (workshop, submission, Acceptance; Workshop_ID, Date,
--   Venue, Name, Submission_ID, Scores, Author, College, Result); no name needs backquotes. Types: workshop.Date
--   (text, 'August 18, 2007') as date; Scores (real, every value whole) as int; the rest as in Spider (int, text).
--   NOT NULL added to primary-key columns. Keys as in Spider; foreign keys added after the rows.

CREATE TABLE workshop (
  Workshop_ID int NOT NULL,
  Date date,
  Venue text,
  Name text,
  PRIMARY KEY (Workshop_ID)
);

CREATE TABLE submission (
  Submission_ID int NOT NULL,
  Scores int,
  Author text,
  College text,
  PRIMARY KEY (Submission_ID)
);

CREATE TABLE Acceptance (
  Submission_ID int NOT NULL,
  Workshop_ID int NOT NULL,
  Result text,
  PRIMARY KEY (Submission_ID, Workshop_ID)
);

INSERT INTO workshop (Workshop_ID, Date, Venue, Name) VALUES (1, '2007-08-18', 'London UK', 'ABC 2007');
INSERT INTO workshop (Workshop_ID, Date, Venue, Name) VALUES (2, '2007-08-21', 'London UK', 'Conference 2007');
INSERT INTO workshop (Workshop_ID, Date, Venue, Name) VALUES (3, '2007-08-25', 'New Jersey USA', 'Workshop 2007');
INSERT INTO workshop (Workshop_ID, Date, Venue, Name) VALUES (4, '2007-10-08', 'New York USA', '2007 qualification');
INSERT INTO workshop (Workshop_ID, Date, Venue, Name) VALUES (5, '2008-01-14', 'New York USA', '2008 qualification');
INSERT INTO workshop (Workshop_ID, Date, Venue, Name) VALUES (6, '2011-07-05', 'Istanbul Turkey', 'Anual Workshop 2011');

INSERT INTO submission (Submission_ID, Scores, Author, College) VALUES (1, 72, 'Steve Niehaus', 'Notre Dame');
INSERT INTO submission (Submission_ID, Scores, Author, College) VALUES (2, 79, 'Sammy Green', 'Florida');
INSERT INTO submission (Submission_ID, Scores, Author, College) VALUES (3, 78, 'Sherman Smith', 'Miami (OH)');
INSERT INTO submission (Submission_ID, Scores, Author, College) VALUES (4, 79, 'Steve Raible', 'Georgia Tech');
INSERT INTO submission (Submission_ID, Scores, Author, College) VALUES (5, 82, 'Jeff Lloyd', 'West Texas State');
INSERT INTO submission (Submission_ID, Scores, Author, College) VALUES (6, 89, 'Rick Engles', 'Tulsa');
INSERT INTO submission (Submission_ID, Scores, Author, College) VALUES (7, 92, 'Don Bitterlich', 'Temple');
INSERT INTO submission (Submission_ID, Scores, Author, College) VALUES (8, 93, 'Steve Myer', 'New Mexico');
INSERT INTO submission (Submission_ID, Scores, Author, College) VALUES (9, 82, 'Randy Johnson', 'Georgia');
INSERT INTO submission (Submission_ID, Scores, Author, College) VALUES (10, 83, 'Andy Bolton', 'Fisk');

INSERT INTO Acceptance (Submission_ID, Workshop_ID, Result) VALUES (2, 5, 'Accepted');
INSERT INTO Acceptance (Submission_ID, Workshop_ID, Result) VALUES (2, 3, 'Rejected');
INSERT INTO Acceptance (Submission_ID, Workshop_ID, Result) VALUES (3, 2, 'Rejected');
INSERT INTO Acceptance (Submission_ID, Workshop_ID, Result) VALUES (4, 6, 'Rejected');
INSERT INTO Acceptance (Submission_ID, Workshop_ID, Result) VALUES (5, 6, 'Rejected');
INSERT INTO Acceptance (Submission_ID, Workshop_ID, Result) VALUES (1, 1, 'Accepted');

ALTER TABLE Acceptance ADD FOREIGN KEY (Submission_ID) REFERENCES submission (Submission_ID);
ALTER TABLE Acceptance ADD FOREIGN KEY (Workshop_ID) REFERENCES workshop (Workshop_ID);
