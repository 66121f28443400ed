-- song_library: a small music-download catalogue: 6 genres (with a rating and where each is most popular), 6 artists
--   (country, gender, preferred genre), 6 audio files (artist, size, duration, format) and 6 songs (artist, country,
--   file, genre, rating out of 10, language, release date, resolution); mostly Bangla songs from India and Bangladesh.
-- Source: the Spider text-to-SQL dataset's music_1 database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/music_1/music_1.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names are restored here (from datasets/spider/database/music_1/schema.sql
--   of https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1).
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's all-lower-case snake_case names (genre, artist, files, song; g_name,
--   most_popular_in, artist_name, preferred_genre, f_id, file_size, song_name, genre_is, releasedate) written
--   WITHOUT quotes. Spider's Oracle types mapped: varchar2(n) -> varchar(n), number(10) -> integer, Date -> date
--   (Spider's '28-AUG-2011' style strings written as ISO dates). genre.rating stays text (varchar(10)) as in Spider.
--   Primary keys, the check on song.rating and the foreign keys (ON DELETE CASCADE) as declared in Spider.


CREATE TABLE genre (
  g_name varchar(20) NOT NULL,
  rating varchar(10),
  most_popular_in varchar(50),
  PRIMARY KEY (g_name)
);

CREATE TABLE artist (
  artist_name varchar(50) NOT NULL,
  country varchar(20),
  gender varchar(20),
  preferred_genre varchar(50),
  PRIMARY KEY (artist_name)
);

CREATE TABLE files (
  f_id integer NOT NULL,
  artist_name varchar(50),
  file_size varchar(20),
  duration varchar(20),
  formats varchar(20),
  PRIMARY KEY (f_id)
);

CREATE TABLE song (
  song_name varchar(50) NOT NULL,
  artist_name varchar(50),
  country varchar(20),
  f_id integer,
  genre_is varchar(20),
  rating integer,
  languages varchar(20),
  releasedate date,
  resolution integer NOT NULL,
  PRIMARY KEY (song_name),
  CHECK (rating > 0 AND rating < 11)
);

INSERT INTO genre (g_name, rating, most_popular_in) VALUES
('tagore', '8', 'Bangladesh'),
('nazrul', '7', 'Bangladesh'),
('folk', '9', 'Sylhet,Chittagong,Kustia'),
('modern', '8', 'Bangladesh'),
('blues', '7', 'Canada'),
('pop', '9', 'America');

INSERT INTO artist (artist_name, country, gender, preferred_genre) VALUES
('Shrikanta', 'India', 'Male', 'tagore'),
('Prity', 'Bangladesh', 'Female', 'nazrul'),
('Farida', 'Bangladesh', 'Female', 'folk'),
('Topu', 'India', 'Female', 'modern'),
('Enrique', 'USA', 'Male', 'blues'),
('Michel', 'UK', 'Male', 'pop');

INSERT INTO files (f_id, artist_name, file_size, duration, formats) VALUES
(1, 'Shrikanta', '3.78 MB', '3:45', 'mp4'),
(2, 'Prity', '4.12 MB', '2:56', 'mp3'),
(3, 'Farida', '3.69 MB', '4:12', 'mp4'),
(4, 'Enrique', '4.58 MB', '5:23', 'mp4'),
(5, 'Michel', '5.10 MB', '4:34', 'mp3'),
(6, 'Topu', '4.10 MB', '4:30', 'mp4');

INSERT INTO song (song_name, artist_name, country, f_id, genre_is, rating, languages, releasedate, resolution) VALUES
('Tumi robe nirobe', 'Shrikanta', 'India', 1, 'tagore', 8, 'bangla', '2011-08-28', 1080),
('Shukno patar nupur pae', 'Prity', 'Bangladesh', 2, 'nazrul', 5, 'bangla', '1997-09-21', 512),
('Ami opar hoye', 'Farida', 'Bangladesh', 3, 'folk', 7, 'bangla', '2001-04-07', 320),
('My love', 'Enrique', 'USA', 4, 'blues', 6, 'english', '2007-01-24', 1080),
('Just beat it', 'Michel', 'UK', 5, 'pop', 8, 'english', '2002-03-17', 720),
('Aj ei akash', 'Topu', 'India', 6, 'modern', 10, 'bangla', '2004-03-27', 320);

ALTER TABLE artist ADD CONSTRAINT artist_fk1 FOREIGN KEY (preferred_genre) REFERENCES genre (g_name) ON DELETE CASCADE;

ALTER TABLE files ADD CONSTRAINT files_fk1 FOREIGN KEY (artist_name) REFERENCES artist (artist_name) ON DELETE CASCADE;

ALTER TABLE song ADD CONSTRAINT song_fk1 FOREIGN KEY (artist_name) REFERENCES artist (artist_name) ON DELETE CASCADE;

ALTER TABLE song ADD CONSTRAINT song_fk2 FOREIGN KEY (f_id) REFERENCES files (f_id) ON DELETE CASCADE;

ALTER TABLE song ADD CONSTRAINT song_fk3 FOREIGN KEY (genre_is) REFERENCES genre (g_name) ON DELETE CASCADE;
