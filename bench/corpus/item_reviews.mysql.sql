-- item_reviews: a small product-review site in the style of Epinions: 8 items (title), 7 user accounts (name),
--   7 reviews (a user's rating of an item, with a rank) and 9 trust links (one user's trust score for another).
-- Source: the Spider text-to-SQL dataset's epinions_1 database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is datasets/spider/database/epinions_1/epinions_1.sqlite of https://github.com/hyukkyukang/text2SQL,
--   commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1 (the file is unchanged since
--   842d38ec78cae8f21112182f9f8a57943822abe4). Spider's schema is that of the Epinions benchmark of OLTPBench, with
--   its user table named useracct.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too. See item_reviews.md.
-- Converted for MariaDB 10.11: names as in Spider (all lower case; rank and trust work unquoted). Types as in
--   Spider: int, varchar(20) for item.title, varchar(128) for useracct.name; NOT NULL as Spider declares it. Keys as
--   in Spider (trust has no primary key); the foreign keys are added after the rows. Spider's five secondary indexes
--   are left out (MariaDB indexes the foreign-key columns itself).

CREATE TABLE item (
  i_id int NOT NULL,
  title varchar(20),
  PRIMARY KEY (i_id)
);

CREATE TABLE review (
  a_id int NOT NULL,
  u_id int NOT NULL,
  i_id int NOT NULL,
  rating int,
  rank int,
  PRIMARY KEY (a_id)
);

CREATE TABLE useracct (
  u_id int NOT NULL,
  name varchar(128),
  PRIMARY KEY (u_id)
);

CREATE TABLE trust (
  source_u_id int NOT NULL,
  target_u_id int NOT NULL,
  trust int NOT NULL
);

INSERT INTO item (i_id, title) VALUES
  (0, 'pear'),
  (1, 'orange'),
  (2, 'apple'),
  (3, 'shampoo'),
  (4, 'avocado'),
  (5, 'comb'),
  (6, 'blue hoodie'),
  (7, 'cup');

INSERT INTO review (a_id, u_id, i_id, rating, rank) VALUES
  (1, 1, 1, 10, 1),
  (2, 2, 1, 5, 2),
  (3, 1, 4, 7, 3),
  (4, 2, 7, 10, 7),
  (5, 2, 5, 7, 4),
  (6, 1, 3, 5, 5),
  (7, 2, 7, 6, 6);

INSERT INTO useracct (u_id, name) VALUES
  (1, 'Helen'),
  (2, 'Mark'),
  (3, 'Terry'),
  (4, 'Nancy'),
  (5, 'Rosie'),
  (6, 'Roxi'),
  (7, 'Emily');

INSERT INTO trust (source_u_id, target_u_id, trust) VALUES
  (1, 2, 10),
  (1, 3, 6),
  (2, 4, 8),
  (3, 6, 10),
  (7, 2, 3),
  (7, 5, 2),
  (7, 3, 4),
  (6, 2, 1),
  (1, 5, 7);

ALTER TABLE review ADD CONSTRAINT fk_review_u_id FOREIGN KEY (u_id) REFERENCES useracct (u_id);
ALTER TABLE review ADD CONSTRAINT fk_review_i_id FOREIGN KEY (i_id) REFERENCES item (i_id);
ALTER TABLE trust ADD CONSTRAINT fk_trust_source_u_id FOREIGN KEY (source_u_id) REFERENCES useracct (u_id);
ALTER TABLE trust ADD CONSTRAINT fk_trust_target_u_id FOREIGN KEY (target_u_id) REFERENCES useracct (u_id);
