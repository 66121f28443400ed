-- musical_awards: a theatre-awards desk's records: 7 musicals, each with one award nomination of 1986 (award, category,
--   nominee and whether it was won), and 9 actors, each with the musical they are cast in, the character they play,
--   the years they played it (free text such as '1988—' or '1988–2008, 2013') and an age.
-- Source: the Spider text-to-SQL dataset's musical database (Yale LILY, https://yale-lily.github.io/spider); the copy
--   used is database/musical/musical.sqlite of https://github.com/LeLuven/MachineSpider, commit
--   fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's original
--   English table and column names (datasets/spider/database/musical/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's lower-case table names (musical, actor) and Capitalised_Snake_Case columns
--   (Musical_ID, Name, Year, Award, Category, Nominee, Result, Actor_ID, Character, Duration, and lower-case age)
--   written WITHOUT quotes, so PostgreSQL folds every name to lower case (musical_id, actor_id, character). Types as
--   in Spider (int as integer, text as text); Year stays an integer year; Duration stays text (year ranges, not
--   dates). NOT NULL added to primary-key columns. Primary keys as in Spider. Spider's schema.sql declares
--   actor.Musical_ID as referencing actor(Actor_ID), an evident slip; the German copy references the musical table,
--   and so does this file: actor.Musical_ID -> musical(Musical_ID), added after the rows (every row satisfies it).

CREATE TABLE musical (
  musical_id integer NOT NULL,
  name text,
  year integer,
  award text,
  category text,
  nominee text,
  result text,
  PRIMARY KEY (musical_id)
);

CREATE TABLE actor (
  actor_id integer NOT NULL,
  name text,
  musical_id integer,
  character text,
  duration text,
  age integer,
  PRIMARY KEY (actor_id)
);

INSERT INTO musical VALUES (1, 'The Phantom of the Opera', 1986, 'Tony Award', 'Best Book of a Musical', 'Bob Fosse', 'Nominated');
INSERT INTO musical VALUES (2, 'Les Misérables', 1986, 'Tony Award', 'Best Performance by a Leading Actor in a Musical', 'Cleavant Derricks', 'Nominated');
INSERT INTO musical VALUES (3, 'Wicked', 1986, 'Tony Award', 'Best Direction of a Musical', 'Bob Fosse', 'Nominated');
INSERT INTO musical VALUES (4, 'West Side Story', 1986, 'Tony Award', 'Best Choreography', 'Bob Fosse', 'Won');
INSERT INTO musical VALUES (5, 'Rent', 1986, 'Drama Desk Award', 'Outstanding Actor in a Musical', 'Cleavant Derricks', 'Nominated');
INSERT INTO musical VALUES (6, 'The Book of Mormon', 1986, 'Drama Desk Award', 'Outstanding Director of a Musical', 'Bob Fosse', 'Nominated');
INSERT INTO musical VALUES (7, 'Chicago', 1986, 'Drama Desk Award', 'Outstanding Choreography', 'Bob Fosse', 'Won');

INSERT INTO actor VALUES (1, 'Ray Meagher', 1, 'Alf Stewart', '1988—', 26);
INSERT INTO actor VALUES (2, 'Tom Oliver', 1, 'Lou Carpenter', '1988, 1992—', 22);
INSERT INTO actor VALUES (3, 'Lynne McGranger', 2, 'Irene Roberts', '1993—', 21);
INSERT INTO actor VALUES (4, 'Kate Ritchie', 2, 'Sally Fletcher', '1988–2008, 2013', 20);
INSERT INTO actor VALUES (5, 'Alan Fletcher', 4, 'Karl Kennedy', '1994—', 20);
INSERT INTO actor VALUES (6, 'Jackie Woodburne', 6, 'Susan Kennedy', '1994—', 20);
INSERT INTO actor VALUES (7, 'Ryan Moloney', 6, 'Toadfish Rebecchi', '1995, 1996—', 18);
INSERT INTO actor VALUES (8, 'Ian Smith', 6, 'Harold Bishop', '1987–1991, 1996–2009, 2011', 17);
INSERT INTO actor VALUES (9, 'Stefan Dennis', 6, 'Paul Robinson', '1985–1992, 1993, 2004—', 17);

ALTER TABLE actor ADD CONSTRAINT actor_musical_fk FOREIGN KEY (musical_id) REFERENCES musical (musical_id);
