-- journal_editors: Journal issues, their editors and the editors' committee work.
-- Converted from the Spider text-to-SQL dataset's `journal_committee` database (Yale LILY), CC BY-SA 4.0;
-- this file is CC BY-SA 4.0 too. See journal_editors.md.

CREATE TABLE journal (
  journal_id integer NOT NULL,
  date date,
  theme text,
  sales integer,
  PRIMARY KEY (journal_id)
);

CREATE TABLE editor (
  editor_id integer NOT NULL,
  name text,
  age integer,
  PRIMARY KEY (editor_id)
);

CREATE TABLE journal_committee (
  editor_id integer NOT NULL,
  journal_id integer NOT NULL,
  work_type text,
  PRIMARY KEY (editor_id, journal_id)
);

INSERT INTO journal (journal_id, date, theme, sales) VALUES (1, '2001-09-09', 'Miami Dolphins', 798);
INSERT INTO journal (journal_id, date, theme, sales) VALUES (2, '2001-09-23', 'at Jacksonville Jaguars', 994);
INSERT INTO journal (journal_id, date, theme, sales) VALUES (4, '2001-10-07', 'at Baltimore Ravens', 7494);
INSERT INTO journal (journal_id, date, theme, sales) VALUES (5, '2001-10-14', 'Tampa Bay Buccaneers', 4798);
INSERT INTO journal (journal_id, date, theme, sales) VALUES (6, '2001-10-21', 'at Detroit Lions', 2940);
INSERT INTO journal (journal_id, date, theme, sales) VALUES (7, '2001-10-29', 'at Pittsburgh Steelers', 1763);
INSERT INTO journal (journal_id, date, theme, sales) VALUES (8, '2001-11-04', 'Jacksonville Jaguars', 1232);
INSERT INTO journal (journal_id, date, theme, sales) VALUES (9, '2001-11-12', 'Baltimore Ravens', 6532);
INSERT INTO journal (journal_id, date, theme, sales) VALUES (10, '2001-11-18', 'at Cincinnati Bengals', 3421);
INSERT INTO journal (journal_id, date, theme, sales) VALUES (11, '2001-11-25', 'Pittsburgh Steelers', 3342);
INSERT INTO journal (journal_id, date, theme, sales) VALUES (12, '2001-12-02', 'at Cleveland Browns', 3534);
INSERT INTO journal (journal_id, date, theme, sales) VALUES (13, '2001-12-09', 'at Minnesota Vikings', 4271);
INSERT INTO journal (journal_id, date, theme, sales) VALUES (14, '2001-12-16', 'Green Bay Packers', 2804);
INSERT INTO journal (journal_id, date, theme, sales) VALUES (15, '2001-12-22', 'at Oakland Raiders', 1934);
INSERT INTO journal (journal_id, date, theme, sales) VALUES (16, '2001-12-30', 'Cleveland Browns', 3798);
INSERT INTO journal (journal_id, date, theme, sales) VALUES (17, '2002-01-06', 'Cincinnati Bengals', 5342);

INSERT INTO editor (editor_id, name, age) VALUES (1, 'Kamila Porczyk', 34);
INSERT INTO editor (editor_id, name, age) VALUES (2, 'Anna Powierza', 35);
INSERT INTO editor (editor_id, name, age) VALUES (3, 'Marek Siudym', 21);
INSERT INTO editor (editor_id, name, age) VALUES (4, 'Piotr Pręgowski', 43);
INSERT INTO editor (editor_id, name, age) VALUES (5, 'Szymon Wydra', 20);
INSERT INTO editor (editor_id, name, age) VALUES (6, 'Władysław Grzywna', 24);
INSERT INTO editor (editor_id, name, age) VALUES (7, 'Mariusz Zalejski', 25);
INSERT INTO editor (editor_id, name, age) VALUES (8, 'Grażyna Wolszczak', 54);
INSERT INTO editor (editor_id, name, age) VALUES (9, 'Maria Góralczyk', 38);

INSERT INTO journal_committee (editor_id, journal_id, work_type) VALUES (1, 13, 'Photo');
INSERT INTO journal_committee (editor_id, journal_id, work_type) VALUES (8, 17, 'Article');
INSERT INTO journal_committee (editor_id, journal_id, work_type) VALUES (6, 11, 'Photo');
INSERT INTO journal_committee (editor_id, journal_id, work_type) VALUES (4, 2, 'Article');
INSERT INTO journal_committee (editor_id, journal_id, work_type) VALUES (3, 6, 'Title');
INSERT INTO journal_committee (editor_id, journal_id, work_type) VALUES (9, 12, 'Photo');
INSERT INTO journal_committee (editor_id, journal_id, work_type) VALUES (8, 4, 'Photo');

ALTER TABLE journal_committee ADD FOREIGN KEY (editor_id) REFERENCES editor (editor_id);
ALTER TABLE journal_committee ADD FOREIGN KEY (journal_id) REFERENCES journal (journal_id);
