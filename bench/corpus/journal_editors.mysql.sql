-- journal_editors: Journal issues, their editors and the editors' committee work.
-- Converted from the Spider text-to-SQL dataset's `journal_committee` database (Yale LILY), CC BY-SA 4.0;
-- this file is CC BY-SA 4.0 too. See journal_editors.md.
SET NAMES utf8mb4;

CREATE TABLE journal (
  Journal_ID int NOT NULL,
  Date date,
  Theme text,
  Sales int,
  PRIMARY KEY (Journal_ID)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE TABLE editor (
  Editor_ID int NOT NULL,
  Name text,
  Age int,
  PRIMARY KEY (Editor_ID)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE TABLE journal_committee (
  Editor_ID int NOT NULL,
  Journal_ID int NOT NULL,
  Work_Type text,
  PRIMARY KEY (Editor_ID, Journal_ID)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

INSERT INTO journal (Journal_ID, Date, Theme, Sales) VALUES (1, '2001-09-09', 'Miami Dolphins', 798);
INSERT INTO journal (Journal_ID, Date, Theme, Sales) VALUES (2, '2001-09-23', 'at Jacksonville Jaguars', 994);
INSERT INTO journal (Journal_ID, Date, Theme, Sales) VALUES (4, '2001-10-07', 'at Baltimore Ravens', 7494);
INSERT INTO journal (Journal_ID, Date, Theme, Sales) VALUES (5, '2001-10-14', 'Tampa Bay Buccaneers', 4798);
INSERT INTO journal (Journal_ID, Date, Theme, Sales) VALUES (6, '2001-10-21', 'at Detroit Lions', 2940);
INSERT INTO journal (Journal_ID, Date, Theme, Sales) VALUES (7, '2001-10-29', 'at Pittsburgh Steelers', 1763);
INSERT INTO journal (Journal_ID, Date, Theme, Sales) VALUES (8, '2001-11-04', 'Jacksonville Jaguars', 1232);
INSERT INTO journal (Journal_ID, Date, Theme, Sales) VALUES (9, '2001-11-12', 'Baltimore Ravens', 6532);
INSERT INTO journal (Journal_ID, Date, Theme, Sales) VALUES (10, '2001-11-18', 'at Cincinnati Bengals', 3421);
INSERT INTO journal (Journal_ID, Date, Theme, Sales) VALUES (11, '2001-11-25', 'Pittsburgh Steelers', 3342);
INSERT INTO journal (Journal_ID, Date, Theme, Sales) VALUES (12, '2001-12-02', 'at Cleveland Browns', 3534);
INSERT INTO journal (Journal_ID, Date, Theme, Sales) VALUES (13, '2001-12-09', 'at Minnesota Vikings', 4271);
INSERT INTO journal (Journal_ID, Date, Theme, Sales) VALUES (14, '2001-12-16', 'Green Bay Packers', 2804);
INSERT INTO journal (Journal_ID, Date, Theme, Sales) VALUES (15, '2001-12-22', 'at Oakland Raiders', 1934);
INSERT INTO journal (Journal_ID, Date, Theme, Sales) VALUES (16, '2001-12-30', 'Cleveland Browns', 3798);
INSERT INTO journal (Journal_ID, Date, Theme, Sales) VALUES (17, '2002-01-06', 'Cincinnati Bengals', 5342);

INSERT INTO editor (Editor_ID, Name, Age) VALUES (1, 'Kamila Porczyk', 34);
INSERT INTO editor (Editor_ID, Name, Age) VALUES (2, 'Anna Powierza', 35);
INSERT INTO editor (Editor_ID, Name, Age) VALUES (3, 'Marek Siudym', 21);
INSERT INTO editor (Editor_ID, Name, Age) VALUES (4, 'Piotr Pręgowski', 43);
INSERT INTO editor (Editor_ID, Name, Age) VALUES (5, 'Szymon Wydra', 20);
INSERT INTO editor (Editor_ID, Name, Age) VALUES (6, 'Władysław Grzywna', 24);
INSERT INTO editor (Editor_ID, Name, Age) VALUES (7, 'Mariusz Zalejski', 25);
INSERT INTO editor (Editor_ID, Name, Age) VALUES (8, 'Grażyna Wolszczak', 54);
INSERT INTO editor (Editor_ID, Name, Age) VALUES (9, 'Maria Góralczyk', 38);

INSERT INTO journal_committee (Editor_ID, Journal_ID, Work_Type) VALUES (1, 13, 'Photo');
INSERT INTO journal_committee (Editor_ID, Journal_ID, Work_Type) VALUES (8, 17, 'Article');
INSERT INTO journal_committee (Editor_ID, Journal_ID, Work_Type) VALUES (6, 11, 'Photo');
INSERT INTO journal_committee (Editor_ID, Journal_ID, Work_Type) VALUES (4, 2, 'Article');
INSERT INTO journal_committee (Editor_ID, Journal_ID, Work_Type) VALUES (3, 6, 'Title');
INSERT INTO journal_committee (Editor_ID, Journal_ID, Work_Type) VALUES (9, 12, 'Photo');
INSERT INTO journal_committee (Editor_ID, Journal_ID, Work_Type) VALUES (8, 4, 'Photo');

ALTER TABLE journal_committee ADD FOREIGN KEY (Editor_ID) REFERENCES editor (Editor_ID);
ALTER TABLE journal_committee ADD FOREIGN KEY (Journal_ID) REFERENCES journal (Journal_ID);
