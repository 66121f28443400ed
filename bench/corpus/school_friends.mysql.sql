-- school_friends: a high school's social network: 16 students (id, first name, grade 9 to 12, four per grade), 20
--   friendships between two students (each pair recorded once, in one direction) and 10 "likes" (one student likes
--   another; a like need not be returned). The names and links are invented (Stanford's sample "social" database).
-- Source: the Spider text-to-SQL dataset's network_1 database (Yale LILY, https://yale-lily.github.io/spider);
--   datasets/spider/database/network_1/network_1.sqlite of https://github.com/hyukkyukang/text2SQL, commit
--   999f5e467a3c2a263533f1dfa3d0106a18d343d1 (the file is unchanged since 842d38ec78cae8f21112182f9f8a57943822abe4).
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (Highschooler, Friend, Likes; ID, name, grade,
--   student_id, friend_id, liked_id); table names are case-sensitive in MariaDB on Linux, so queries must write
--   Highschooler, Friend and Likes with their capitals. No name needs backquotes. Types: SQLite's already fit (int
--   ids and grades, text names as varchar), no change. NOT NULL on the primary-key columns. Keys as in Spider; the
--   foreign keys (Friend and Likes -> Highschooler) are added after the rows.

SET NAMES utf8mb4;

CREATE TABLE Highschooler (
  ID int NOT NULL,
  name varchar(20),
  grade int,
  PRIMARY KEY (ID)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE Friend (
  student_id int NOT NULL,
  friend_id int NOT NULL,
  PRIMARY KEY (student_id, friend_id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE Likes (
  student_id int NOT NULL,
  liked_id int NOT NULL,
  PRIMARY KEY (student_id, liked_id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO Highschooler (ID, name, grade) VALUES
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

INSERT INTO Friend (student_id, friend_id) VALUES
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

INSERT INTO Likes (student_id, liked_id) VALUES
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

ALTER TABLE Friend ADD CONSTRAINT fk_friend_student_id FOREIGN KEY (student_id) REFERENCES Highschooler (ID);
ALTER TABLE Friend ADD CONSTRAINT fk_friend_friend_id FOREIGN KEY (friend_id) REFERENCES Highschooler (ID);
ALTER TABLE Likes ADD CONSTRAINT fk_likes_student_id FOREIGN KEY (student_id) REFERENCES Highschooler (ID);
ALTER TABLE Likes ADD CONSTRAINT fk_likes_liked_id FOREIGN KEY (liked_id) REFERENCES Highschooler (ID);
