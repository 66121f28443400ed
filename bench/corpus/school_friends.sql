-- school_friends: a high school's social network: 16 students (id, first name, grade 9 to 12, four per grade), 20
--   friendships between two students (each pair recorded once, in one direction) and 10 "likes" (one student likes
--   another; a like need not be returned). The names and links are invented (Stanford's sample "social" database).
-- Source: the Spider text-to-SQL dataset's network_1 database (Yale LILY, https://yale-lily.github.io/spider);
--   datasets/spider/database/network_1/network_1.sqlite of https://github.com/hyukkyukang/text2SQL, commit
--   999f5e467a3c2a263533f1dfa3d0106a18d343d1 (the file is unchanged since 842d38ec78cae8f21112182f9f8a57943822abe4).
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's names (tables Highschooler, Friend, Likes; ID, name, grade, student_id,
--   friend_id, liked_id) written WITHOUT quotes, so PostgreSQL folds every name to lower case (highschooler,
--   friend, likes, id). Types: SQLite's already fit (int ids and grades, text names as varchar), no change.
--   NOT NULL added to the primary-key columns (no value is NULL anywhere). Keys as in Spider (Highschooler by ID,
--   Friend by student_id, friend_id, Likes by student_id, liked_id); the foreign keys (Friend.student_id and
--   Friend.friend_id -> Highschooler, Likes.student_id and Likes.liked_id -> Highschooler) are added after the rows
--   (every row satisfies them).

CREATE TABLE highschooler (
  id integer NOT NULL,
  name varchar(20),
  grade integer,
  PRIMARY KEY (id)
);

CREATE TABLE friend (
  student_id integer NOT NULL,
  friend_id integer NOT NULL,
  PRIMARY KEY (student_id, friend_id)
);

CREATE TABLE likes (
  student_id integer NOT NULL,
  liked_id integer NOT NULL,
  PRIMARY KEY (student_id, liked_id)
);

INSERT INTO highschooler (id, name, grade) VALUES
  (1510, 'Jordan', 9),
  (1689, 'Gabriel', 9),
  (1381, 'Tiffany', 9),
  (1709, 'Cassandra', 9),
  (1101, 'Haley', 10),
  (1782, 'Andrew', 10),
  (1468, 'Kris', 10),
  (1641, 'Brittany', 10),
  (1247, 'Alexis', 11),
  (1316, 'Austin', 11),
  (1911, 'Gabriel', 11),
  (1501, 'Jessica', 11),
  (1304, 'Jordan', 12),
  (1025, 'John', 12),
  (1934, 'Kyle', 12),
  (1661, 'Logan', 12);

INSERT INTO friend (student_id, friend_id) VALUES
  (1510, 1381),
  (1510, 1689),
  (1689, 1709),
  (1381, 1247),
  (1709, 1247),
  (1689, 1782),
  (1782, 1468),
  (1782, 1316),
  (1782, 1304),
  (1468, 1101),
  (1468, 1641),
  (1101, 1641),
  (1247, 1911),
  (1247, 1501),
  (1911, 1501),
  (1501, 1934),
  (1316, 1934),
  (1934, 1304),
  (1304, 1661),
  (1661, 1025);

INSERT INTO likes (student_id, liked_id) VALUES
  (1689, 1709),
  (1709, 1689),
  (1782, 1709),
  (1911, 1247),
  (1247, 1468),
  (1641, 1468),
  (1316, 1304),
  (1501, 1934),
  (1934, 1501),
  (1025, 1101);

ALTER TABLE friend ADD CONSTRAINT fk_friend_student_id FOREIGN KEY (student_id) REFERENCES highschooler (id);
ALTER TABLE friend ADD CONSTRAINT fk_friend_friend_id FOREIGN KEY (friend_id) REFERENCES highschooler (id);
ALTER TABLE likes ADD CONSTRAINT fk_likes_student_id FOREIGN KEY (student_id) REFERENCES highschooler (id);
ALTER TABLE likes ADD CONSTRAINT fk_likes_liked_id FOREIGN KEY (liked_id) REFERENCES highschooler (id);
