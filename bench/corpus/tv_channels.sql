-- tv_channels: an Italian satellite TV package's music channels and what they aired: 15 channels (name, country,
--   language, content, picture aspect ratio, HD, pay-per-view, package option), 12 episodes of a drama series aired
--   on them in 2007 (air date, rating, share, 18-49 rating/share, viewers in millions, weekly rank, channel) and 12
--   cartoon episodes aired in 2008-2009 (title, director, writer, original air date, production code, channel).
-- Source: the Spider text-to-SQL dataset's tvshow database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/tvshow/tvshow.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names (datasets/spider/database/tvshow/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's mixed-case names (TV_Channel, TV_series, Cartoon; id, series_name, Country,
--   Hight_definition_TV, Air_Date, Viewers_m, Weekly_Rank, Original_air_date, Production_code, Channel) written
--   WITHOUT quotes, so PostgreSQL folds every name to lower case (tv_channel, tv_series, hight_definition_tv,
--   air_date). Spider's column 18_49_Rating_Share is renamed Rating_Share_18_49 (rating_share_18_49), because an
--   unquoted name cannot start with a digit. Types: ids, Share, Weekly_Rank, Production_code and Channel (real or
--   text in Spider, every value a whole number) as integer; Rating (text, '5.8') as numeric(3,1); Viewers_m (text,
--   '9.16', millions) as numeric(5,2); Air_Date ('September 24, 2007') and Original_air_date ('November14,2008') as
--   date; the rest stays text. NOT NULL added to the primary-key columns. Keys as in Spider; foreign keys
--   TV_series.Channel -> TV_Channel and Cartoon.Channel -> TV_Channel added after the rows (every row satisfies them).

CREATE TABLE tv_channel (
  id integer NOT NULL,
  series_name text,
  country text,
  language text,
  content text,
  pixel_aspect_ratio_par text,
  hight_definition_tv text,
  pay_per_view_ppv text,
  package_option text,
  PRIMARY KEY (id)
);

CREATE TABLE tv_series (
  id integer NOT NULL,
  episode text,
  air_date date,
  rating numeric(3,1),
  share integer,
  rating_share_18_49 text,
  viewers_m numeric(5,2),
  weekly_rank integer,
  channel integer,
  PRIMARY KEY (id)
);

CREATE TABLE cartoon (
  id integer NOT NULL,
  title text,
  directed_by text,
  written_by text,
  original_air_date date,
  production_code integer,
  channel integer,
  PRIMARY KEY (id)
);

INSERT INTO tv_channel (id, series_name, country, language, content, pixel_aspect_ratio_par, hight_definition_tv, pay_per_view_ppv, package_option) VALUES (700, 'Sky Radio', 'Italy', 'Italian', 'music', '4:3', 'no', 'no', 'Sky Famiglia');
INSERT INTO tv_channel (id, series_name, country, language, content, pixel_aspect_ratio_par, hight_definition_tv, pay_per_view_ppv, package_option) VALUES (701, 'Sky Music', 'Italy', 'Italian', 'music', '4:3', 'no', 'no', 'Sky Famiglia');
INSERT INTO tv_channel (id, series_name, country, language, content, pixel_aspect_ratio_par, hight_definition_tv, pay_per_view_ppv, package_option) VALUES (703, 'Music Box Italia', 'Italy', 'Italian', 'music', '4:3 / 16:9', 'no', 'no', 'Sky Famiglia');
INSERT INTO tv_channel (id, series_name, country, language, content, pixel_aspect_ratio_par, hight_definition_tv, pay_per_view_ppv, package_option) VALUES (704, 'MTV Hits', 'Italy', 'Italian', 'music', '16:9', 'no', 'no', 'Sky Famiglia');
INSERT INTO tv_channel (id, series_name, country, language, content, pixel_aspect_ratio_par, hight_definition_tv, pay_per_view_ppv, package_option) VALUES (705, 'MTV Classic', 'Italy', 'Italian', 'music', '4:3', 'no', 'no', 'Sky Famiglia');
INSERT INTO tv_channel (id, series_name, country, language, content, pixel_aspect_ratio_par, hight_definition_tv, pay_per_view_ppv, package_option) VALUES (706, 'MTV Rocks', 'United Kingdom', 'English', 'music', '16:9', 'no', 'no', 'Sky Famiglia');
INSERT INTO tv_channel (id, series_name, country, language, content, pixel_aspect_ratio_par, hight_definition_tv, pay_per_view_ppv, package_option) VALUES (707, 'MTV Dance', 'United Kingdom', 'English', 'music', '16:9', 'no', 'no', 'Sky Famiglia');
INSERT INTO tv_channel (id, series_name, country, language, content, pixel_aspect_ratio_par, hight_definition_tv, pay_per_view_ppv, package_option) VALUES (708, 'MTV Music', 'Italy', 'Italian', 'music', '16:9', 'no', 'no', 'no ( FTV )');
INSERT INTO tv_channel (id, series_name, country, language, content, pixel_aspect_ratio_par, hight_definition_tv, pay_per_view_ppv, package_option) VALUES (709, 'MTV Live HD', 'Poland', 'English', 'music', '16:9', 'yes', 'no', 'Sky Famiglia + Sky HD');
INSERT INTO tv_channel (id, series_name, country, language, content, pixel_aspect_ratio_par, hight_definition_tv, pay_per_view_ppv, package_option) VALUES (713, 'Radio Capital TiVù', 'Italy', 'Italian', 'music', '4:3', 'no', 'no', 'no ( FTV )');
INSERT INTO tv_channel (id, series_name, country, language, content, pixel_aspect_ratio_par, hight_definition_tv, pay_per_view_ppv, package_option) VALUES (714, 'myDeejay', 'Italy', 'Italian', 'music', '16:9', 'no', 'no', 'Sky Famiglia');
INSERT INTO tv_channel (id, series_name, country, language, content, pixel_aspect_ratio_par, hight_definition_tv, pay_per_view_ppv, package_option) VALUES (715, 'Match Music', 'Italy', 'Italian', 'music', '4:3 / 16:9', 'no', 'no', 'Sky Famiglia');
INSERT INTO tv_channel (id, series_name, country, language, content, pixel_aspect_ratio_par, hight_definition_tv, pay_per_view_ppv, package_option) VALUES (717, 'Rock TV', 'Italy', 'Italian', 'music', '4:3 / 16:9', 'no', 'no', 'Sky Famiglia');
INSERT INTO tv_channel (id, series_name, country, language, content, pixel_aspect_ratio_par, hight_definition_tv, pay_per_view_ppv, package_option) VALUES (719, 'Hip Hop TV', 'Italy', 'Italian', 'music', '4:3', 'no', 'no', 'Sky Famiglia');
INSERT INTO tv_channel (id, series_name, country, language, content, pixel_aspect_ratio_par, hight_definition_tv, pay_per_view_ppv, package_option) VALUES (728, 'Classica', 'Italy', 'Italian', 'music', '4:3', 'no', 'no', 'Option');

INSERT INTO tv_series (id, episode, air_date, rating, share, rating_share_18_49, viewers_m, weekly_rank, channel) VALUES (1, 'A Love of a Lifetime', '2007-09-24', 5.8, 9, '3.5/9', 9.16, 43, 700);
INSERT INTO tv_series (id, episode, air_date, rating, share, rating_share_18_49, viewers_m, weekly_rank, channel) VALUES (2, 'Friendly Skies', '2007-10-01', 5.3, 9, '3.2/8', 8.23, 50, 701);
INSERT INTO tv_series (id, episode, air_date, rating, share, rating_share_18_49, viewers_m, weekly_rank, channel) VALUES (3, 'Game Three', '2007-10-08', 4.4, 7, '2.9/7', 6.94, 61, 707);
INSERT INTO tv_series (id, episode, air_date, rating, share, rating_share_18_49, viewers_m, weekly_rank, channel) VALUES (4, 'The Year of the Rabbit', '2007-10-15', 4.3, 7, '2.7/7', 6.75, 67, 713);
INSERT INTO tv_series (id, episode, air_date, rating, share, rating_share_18_49, viewers_m, weekly_rank, channel) VALUES (5, 'The Legend of Dylan McCleen', '2007-10-22', 3.8, 6, '2.4/6', 6.06, 72, 714);
INSERT INTO tv_series (id, episode, air_date, rating, share, rating_share_18_49, viewers_m, weekly_rank, channel) VALUES (6, 'Keepers', '2007-10-29', 3.7, 6, '2.2/6', 5.75, 71, 700);
INSERT INTO tv_series (id, episode, air_date, rating, share, rating_share_18_49, viewers_m, weekly_rank, channel) VALUES (7, 'Double Down', '2007-11-05', 3.4, 6, '2.1/5', 5.13, 80, 708);
INSERT INTO tv_series (id, episode, air_date, rating, share, rating_share_18_49, viewers_m, weekly_rank, channel) VALUES (8, 'Winterland', '2007-11-12', 4.0, 7, '2.4/6', 6.09, 70, 707);
INSERT INTO tv_series (id, episode, air_date, rating, share, rating_share_18_49, viewers_m, weekly_rank, channel) VALUES (9, 'Emily', '2007-11-19', 3.7, 6, '2.2/6', 5.61, 66, 717);
INSERT INTO tv_series (id, episode, air_date, rating, share, rating_share_18_49, viewers_m, weekly_rank, channel) VALUES (10, 'Blowback', '2007-11-26', 3.7, 6, '2.4/6', 6.05, 68, 719);
INSERT INTO tv_series (id, episode, air_date, rating, share, rating_share_18_49, viewers_m, weekly_rank, channel) VALUES (11, 'Home By Another Way', '2007-12-10', 3.5, 6, '1.7/5', 5.28, 62, 728);
INSERT INTO tv_series (id, episode, air_date, rating, share, rating_share_18_49, viewers_m, weekly_rank, channel) VALUES (12, 'The Hanged Man', '2007-12-17', 3.0, 5, '1.5/4', 4.24, 65, 714);

INSERT INTO cartoon (id, title, directed_by, written_by, original_air_date, production_code, channel) VALUES (1, 'The Rise of the Blue Beetle!', 'Ben Jones', 'Michael Jelenic', '2008-11-14', 101, 700);
INSERT INTO cartoon (id, title, directed_by, written_by, original_air_date, production_code, channel) VALUES (2, 'Terror on Dinosaur Island!', 'Brandon Vietti', 'Steven Melching', '2008-11-21', 102, 701);
INSERT INTO cartoon (id, title, directed_by, written_by, original_air_date, production_code, channel) VALUES (3, 'Evil Under the Sea!', 'Michael Chang', 'Joseph Kuhr', '2008-12-05', 103, 703);
INSERT INTO cartoon (id, title, directed_by, written_by, original_air_date, production_code, channel) VALUES (4, 'Day of the Dark Knight!', 'Ben Jones', 'J. M. DeMatteis', '2009-01-02', 104, 704);
INSERT INTO cartoon (id, title, directed_by, written_by, original_air_date, production_code, channel) VALUES (5, 'Invasion of the Secret Santas!', 'Brandon Vietti', 'Adam Beechen', '2008-12-12', 105, 705);
INSERT INTO cartoon (id, title, directed_by, written_by, original_air_date, production_code, channel) VALUES (6, 'Enter the Outsiders!', 'Michael Chang', 'Todd Casey', '2009-01-09', 106, 706);
INSERT INTO cartoon (id, title, directed_by, written_by, original_air_date, production_code, channel) VALUES (7, 'Dawn of the Dead Man!', 'Ben Jones', 'Steven Melching', '2009-01-16', 107, 707);
INSERT INTO cartoon (id, title, directed_by, written_by, original_air_date, production_code, channel) VALUES (8, 'Fall of the Blue Beetle!', 'Brandon Vietti', 'James Krieg', '2009-01-23', 108, 708);
INSERT INTO cartoon (id, title, directed_by, written_by, original_air_date, production_code, channel) VALUES (9, 'Journey to the Center of the Bat!', 'Michael Chang', 'Matt Wayne', '2009-01-30', 109, 707);
INSERT INTO cartoon (id, title, directed_by, written_by, original_air_date, production_code, channel) VALUES (10, 'The Eyes of Despero!', 'Ben Jones', 'J. M. DeMatteis', '2009-02-06', 110, 728);
INSERT INTO cartoon (id, title, directed_by, written_by, original_air_date, production_code, channel) VALUES (11, 'Return of the Fearsome Fangs!', 'Brandon Vietti', 'Todd Casey', '2009-02-20', 111, 700);
INSERT INTO cartoon (id, title, directed_by, written_by, original_air_date, production_code, channel) VALUES (12, 'Deep Cover for Batman!', 'Michael Chang', 'Joseph Kuhr', '2009-02-27', 112, 707);

ALTER TABLE tv_series ADD FOREIGN KEY (channel) REFERENCES tv_channel (id);
ALTER TABLE cartoon ADD FOREIGN KEY (channel) REFERENCES tv_channel (id);
