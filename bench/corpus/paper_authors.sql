-- paper_authors: authorships of 7 papers from a functional-programming conference (ICFP 2011): 8 institutions
--   (name, country), 13 authors (last and first name), 7 papers (title) and 14 authorships (an author on a paper,
--   with the institution given on that paper and the author's position in the author list).
-- Source: the Spider text-to-SQL dataset's icfp_1 database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is datasets/spider/database/icfp_1/icfp_1.sqlite of https://github.com/hyukkyukang/text2SQL,
--   commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1 (the file is unchanged since
--   842d38ec78cae8f21112182f9f8a57943822abe4).
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too. See paper_authors.md.
-- Converted for PostgreSQL: Spider's CamelCase names (tables Inst, Authors, Papers, Authorship; columns instID, name,
--   country, authID, lname, fname, paperID, title, authOrder) written WITHOUT quotes, so PostgreSQL folds every name
--   to lower case (inst, authors, instid, authorder). Types: INTEGER ids and authOrder as integer; TEXT names, country
--   and title as varchar. NOT NULL added to primary-key columns. Keys as in Spider (Authorship keyed by authID, instID,
--   paperID); the foreign keys (Authorship.authID -> Authors, Authorship.instID -> Inst, Authorship.paperID -> Papers)
--   are added after the rows (every row satisfies them). Every row kept as in Spider, including
--   Portland State University with the country 'Japan'.

CREATE TABLE inst (
  instid integer NOT NULL,
  name varchar(50),
  country varchar(20), -- the home country of the institution (this is obviously an impoverished model)
  PRIMARY KEY (instid)
);

CREATE TABLE authors (
  authid integer NOT NULL,
  lname varchar(30),
  fname varchar(30),
  PRIMARY KEY (authid)
);

CREATE TABLE papers (
  paperid integer NOT NULL,
  title varchar(120),
  PRIMARY KEY (paperid)
);

CREATE TABLE authorship (
  authid integer NOT NULL,
  instid integer NOT NULL,
  paperid integer NOT NULL,
  authorder integer,
  PRIMARY KEY (authid, instid, paperid)
);

INSERT INTO inst (instid, name, country) VALUES
  (1000, 'University of Oxford', 'UK'),
  (1010, 'Northeastern University', 'USA'),
  (1020, 'Indiana University', 'USA'),
  (1030, 'Google', 'USA'),
  (1040, 'Tohoku University', 'Japan'),
  (1050, 'University of Pennsylvania', 'USA'),
  (1060, 'Portland State University', 'Japan'),
  (1070, 'INRIA', 'France');

INSERT INTO authors (authid, lname, fname) VALUES
  (50, 'Gibbons', 'Jeremy'),
  (51, 'Hinze', 'Ralf'),
  (52, 'James', 'Daniel W. H.'),
  (53, 'Shivers', 'Olin'),
  (54, 'Turon', 'Aaron'),
  (55, 'Ahmed', 'Amal'),
  (56, 'Blume', 'Matthias'),
  (57, 'Ohori', 'Atsushi'),
  (58, 'Ueno', 'Katsuhiro'),
  (59, 'Pouillard', 'Nicolas'),
  (60, 'Weirich', 'Stephanie'),
  (61, 'Yorgey', 'Brent'),
  (62, 'Sheard', 'Tim');

INSERT INTO papers (paperid, title) VALUES
  (200, 'Just do it: Simple Monadic Equational Reasoning'),
  (201, 'Proving the Unique Fixed-Point Principle Correct: An Adventure with Category Theory'),
  (202, 'Functional Pearl: Modular Rollback through Control Logging'),
  (203, 'An Equivalence-Preserving CPS Translation via Multi-Language Semantics'),
  (204, 'Making Standard ML a Practical Database Programming Language'),
  (205, 'Nameless, Painless'),
  (206, 'Binders Unbound');

INSERT INTO authorship (authid, instid, paperid, authorder) VALUES
  (50, 1000, 200, 1),
  (51, 1000, 200, 2),
  (51, 1000, 201, 1),
  (52, 1000, 201, 2),
  (53, 1010, 202, 1),
  (54, 1010, 202, 2),
  (55, 1020, 203, 1),
  (56, 1030, 203, 2),
  (57, 1040, 204, 1),
  (58, 1040, 204, 2),
  (59, 1070, 205, 1),
  (60, 1050, 206, 1),
  (61, 1050, 206, 2),
  (62, 1060, 206, 3);

ALTER TABLE authorship ADD CONSTRAINT fk_authorship_authid FOREIGN KEY (authid) REFERENCES authors (authid);
ALTER TABLE authorship ADD CONSTRAINT fk_authorship_instid FOREIGN KEY (instid) REFERENCES inst (instid);
ALTER TABLE authorship ADD CONSTRAINT fk_authorship_paperid FOREIGN KEY (paperid) REFERENCES papers (paperid);
