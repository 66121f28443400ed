-- theme_park: a tourist board's register of the attractions around a theme-park resort: 15 tourist attractions
--   (each of an attraction type — park, garden, gallery, adventure, museum — at one of 15 locations, reached by bus,
--   shuttle or on foot), the museums, theme parks, street markets, shops and royal-family sites among them, their
--   features (cafe, parking, shopping, …), staff and photos, 20 visitors and 20 visits (1971–2018), and 20 hotels
--   with a star rating, a pets flag and a price range.
-- Source: the Spider text-to-SQL dataset's cre_Theme_park database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/cre_theme_park/cre_theme_park.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's Capitalised_Snake_Case names (Tourist_Attractions, Attraction_Type_Code,
--   Ref_Hotel_Star_Ratings) next to lower-case hotel columns (hotel_id, star_rating_code, pets_allowed_yn) written
--   WITHOUT quotes, so PostgreSQL folds every name to lower case. Museums, Theme_Parks, Street_Markets, Shops and
--   Royal_Family share the key of tourist_attractions. Hotels' empty price ranges as NULL; dates as timestamps.
--   Keys as in Spider.

CREATE TABLE ref_hotel_star_ratings (
  star_rating_code varchar(15) NOT NULL,
  star_rating_description varchar(80),
  PRIMARY KEY (star_rating_code)
);

CREATE TABLE locations (
  location_id integer NOT NULL,
  location_name varchar(255),
  address varchar(255),
  other_details varchar(255),
  PRIMARY KEY (location_id)
);

CREATE TABLE ref_attraction_types (
  attraction_type_code varchar(15) NOT NULL,
  attraction_type_description varchar(255),
  PRIMARY KEY (attraction_type_code)
);

CREATE TABLE visitors (
  tourist_id integer NOT NULL,
  tourist_details varchar(255),
  PRIMARY KEY (tourist_id)
);

CREATE TABLE features (
  feature_id integer NOT NULL,
  feature_details varchar(255),
  PRIMARY KEY (feature_id)
);

CREATE TABLE hotels (
  hotel_id integer NOT NULL,
  star_rating_code varchar(15) NOT NULL,
  pets_allowed_yn varchar(1),
  price_range double precision,
  other_hotel_details varchar(255),
  PRIMARY KEY (hotel_id)
);

CREATE TABLE tourist_attractions (
  tourist_attraction_id integer NOT NULL,
  attraction_type_code varchar(15) NOT NULL,
  location_id integer NOT NULL,
  how_to_get_there varchar(255),
  name varchar(255),
  description varchar(255),
  opening_hours varchar(255),
  other_details varchar(255),
  PRIMARY KEY (tourist_attraction_id)
);

CREATE TABLE street_markets (
  market_id integer NOT NULL,
  market_details varchar(255),
  PRIMARY KEY (market_id)
);

CREATE TABLE shops (
  shop_id integer NOT NULL,
  shop_details varchar(255),
  PRIMARY KEY (shop_id)
);

CREATE TABLE museums (
  museum_id integer NOT NULL,
  museum_details varchar(255),
  PRIMARY KEY (museum_id)
);

CREATE TABLE royal_family (
  royal_family_id integer NOT NULL,
  royal_family_details varchar(255),
  PRIMARY KEY (royal_family_id)
);

CREATE TABLE theme_parks (
  theme_park_id integer NOT NULL,
  theme_park_details varchar(255),
  PRIMARY KEY (theme_park_id)
);

CREATE TABLE visits (
  visit_id integer NOT NULL,
  tourist_attraction_id integer NOT NULL,
  tourist_id integer NOT NULL,
  visit_date timestamp NOT NULL,
  visit_details varchar(40) NOT NULL,
  PRIMARY KEY (visit_id)
);

CREATE TABLE photos (
  photo_id integer NOT NULL,
  tourist_attraction_id integer NOT NULL,
  name varchar(255),
  description varchar(255),
  filename varchar(255),
  other_details varchar(255),
  PRIMARY KEY (photo_id)
);

CREATE TABLE staff (
  staff_id integer NOT NULL,
  tourist_attraction_id integer NOT NULL,
  name varchar(40),
  other_details varchar(255),
  PRIMARY KEY (staff_id)
);

CREATE TABLE tourist_attraction_features (
  tourist_attraction_id integer NOT NULL,
  feature_id integer NOT NULL,
  PRIMARY KEY (tourist_attraction_id, feature_id)
);

INSERT INTO ref_hotel_star_ratings (star_rating_code, star_rating_description) VALUES
('1', 'star'),
('2', 'star'),
('3', 'star'),
('4', 'star'),
('5', 'star');

INSERT INTO locations (location_id, location_name, address, other_details) VALUES
(333, 'Astro Orbiter', '660 Shea Crescent', NULL),
(368, 'African Animals', '254 Ottilie Junction', NULL),
(417, 'American Adventure', '53815 Sawayn Tunnel Apt. 297', NULL),
(579, 'The Barnstormer', '3374 Sarina Manor', NULL),
(603, 'African Adventure', '88271 Barrows Union Suite 203', NULL),
(650, 'UK Gallery', '4411 Sabrina Radial Suite 582', NULL),
(655, 'The Boneyard', '0692 Georgiana Pass', NULL),
(661, 'Shark World', '2485 Mueller Squares Suite 537', NULL),
(740, 'Space Spin', '5536 Betsy Street Apt. 646', NULL),
(759, 'Butterflies', '959 Feest Glen Suite 523', NULL),
(858, 'Soak Station', '4908 Reinger Vista', NULL),
(861, 'Castle', '14034 Kohler Drive', NULL),
(867, 'Coral Reefs', '4510 Schuster Stream Apt. 613', NULL),
(868, 'Film Festival', '770 Edd Lane Apt. 098', NULL),
(885, 'Fossil Fun Games', '101 Paucek Crescent', NULL);

INSERT INTO ref_attraction_types (attraction_type_code, attraction_type_description) VALUES
('2', 'park'),
('3', 'garden'),
('5', 'gallery'),
('6', 'adventure'),
('9', 'museum');

INSERT INTO visitors (tourist_id, tourist_details) VALUES
(164, 'Toney'),
(189, 'Graciela'),
(204, 'Vincent'),
(211, 'Vivian'),
(241, 'Nettie'),
(295, 'Laurence'),
(359, 'Newell'),
(377, 'Marisol'),
(399, 'Jarrell'),
(439, 'Edna'),
(500, 'Maud'),
(513, 'Alison'),
(541, 'Rosalind'),
(545, 'Tevin'),
(578, 'Aleen'),
(610, 'Marcelle'),
(652, 'Lizzie'),
(779, 'Wayne'),
(841, 'Teresa'),
(888, 'Elnora');

INSERT INTO features (feature_id, feature_details) VALUES
(523, 'cafe'),
(528, 'park'),
(543, 'garden'),
(681, 'shopping'),
(955, 'parking');

INSERT INTO hotels (hotel_id, star_rating_code, pets_allowed_yn, price_range, other_hotel_details) VALUES
(123, '5', '1', 2914989.571, NULL),
(144, '4', '', NULL, NULL),
(172, '5', '', 17012.682586009, NULL),
(222, '5', '1', NULL, NULL),
(239, '3', '1', NULL, NULL),
(264, '1', '1', 48525.4530675, NULL),
(314, '5', '1', 766712918.96763, NULL),
(331, '1', '1', NULL, NULL),
(350, '1', '', NULL, NULL),
(373, '5', '1', 250548014.90329, NULL),
(376, '2', '', NULL, NULL),
(379, '4', '1', 38014975.47848, NULL),
(420, '5', '1', 9393.86291219, NULL),
(421, '3', '', 5526556.6412, NULL),
(426, '5', '', 245.067720121, NULL),
(431, '2', '1', 43.729525, NULL),
(442, '2', '1', 289775.7331715, NULL),
(473, '1', '1', 2374.7971074, NULL),
(514, '5', '', 1381255.81865, NULL),
(555, '5', '1', 5390.432113, NULL);

INSERT INTO tourist_attractions (tourist_attraction_id, attraction_type_code, location_id, how_to_get_there, name, description, opening_hours, other_details) VALUES
(2113, '2', 579, 'bus', 'art museum', NULL, NULL, NULL),
(2701, '6', 417, 'walk', 'UK gallery', NULL, NULL, NULL),
(5076, '2', 868, 'shuttle', 'flying elephant', NULL, NULL, NULL),
(5265, '5', 603, 'bus', 'film festival', NULL, NULL, NULL),
(6476, '3', 417, 'shuttle', 'US museum', NULL, NULL, NULL),
(6523, '9', 858, 'walk', 'fun games', NULL, NULL, NULL),
(6653, '9', 655, 'walk', 'history gallery', NULL, NULL, NULL),
(6852, '5', 858, 'walk', 'exploration trial', NULL, NULL, NULL),
(7067, '5', 417, 'bus', 'haunted mansion', NULL, NULL, NULL),
(8429, '9', 867, 'walk', 'presidents hall', NULL, NULL, NULL),
(8449, '2', 579, 'bus', 'impressions de France', NULL, NULL, NULL),
(8698, '5', 661, 'bus', 'jungle cruise', NULL, NULL, NULL),
(9360, '5', 868, 'shuttle', 'fun shops', NULL, NULL, NULL),
(9561, '2', 759, 'bus', 'cafe', NULL, NULL, NULL),
(9919, '6', 579, 'shuttle', 'parking', NULL, NULL, NULL);

INSERT INTO street_markets (market_id, market_details) VALUES
(6852, 'Broadway'),
(7067, 'Fish Farm Market');

INSERT INTO shops (shop_id, shop_details) VALUES
(8429, 'soup'),
(8449, 'coffee'),
(8698, 'Flower'),
(9360, 'see food');

INSERT INTO museums (museum_id, museum_details) VALUES
(2113, 'Yale Center for British Art'),
(2701, 'The Metropolitan Museum of Art'),
(5076, 'MoMA');

INSERT INTO royal_family (royal_family_id, royal_family_details) VALUES
(9561, NULL),
(9919, NULL);

INSERT INTO theme_parks (theme_park_id, theme_park_details) VALUES
(5265, 'Disney'),
(6476, 'Sea World'),
(6523, 'Universal Studios');

INSERT INTO visits (visit_id, tourist_attraction_id, tourist_id, visit_date, visit_details) VALUES
(183, 6653, 377, '2004-08-21 03:06:14', ''),
(268, 5076, 204, '2013-08-06 05:35:51', ''),
(273, 9360, 211, '2013-10-27 09:56:08', ''),
(302, 6476, 377, '1990-08-15 14:24:10', ''),
(356, 6476, 439, '1980-11-26 02:08:00', ''),
(381, 6523, 211, '2017-03-19 08:48:19', ''),
(416, 6476, 841, '2008-11-09 01:28:01', ''),
(479, 6852, 439, '1989-08-24 20:26:37', ''),
(563, 6852, 610, '1993-02-01 15:27:20', ''),
(612, 9919, 204, '2007-09-17 10:12:45', ''),
(729, 6476, 513, '1998-05-12 00:50:20', ''),
(776, 8698, 513, '2010-10-04 01:34:12', ''),
(781, 6852, 779, '2018-01-09 20:39:52', ''),
(866, 8429, 545, '1971-12-16 06:41:26', ''),
(909, 8698, 779, '1998-12-10 02:46:43', ''),
(937, 6523, 541, '1996-01-08 13:23:41', ''),
(962, 9919, 610, '2007-09-03 04:30:01', ''),
(968, 6852, 377, '1974-12-31 23:18:24', ''),
(977, 8698, 500, '2001-11-13 10:08:28', ''),
(999, 2701, 610, '1990-11-12 00:54:50', '');

INSERT INTO photos (photo_id, tourist_attraction_id, name, description, filename, other_details) VALUES
(211, 8449, 'game1', NULL, '702', NULL),
(280, 7067, 'game2', NULL, '762', NULL),
(303, 5076, 'game3', NULL, '392', NULL),
(327, 9919, 'fun1', NULL, '820', NULL),
(332, 5076, 'fun2', NULL, '060', NULL),
(428, 6523, 'fun3', NULL, '148', NULL),
(435, 8429, 'fun4', NULL, '453', NULL),
(437, 2701, 'fun5', NULL, '128', NULL),
(525, 5265, 'park1', NULL, '538', NULL),
(534, 6852, 'park2', NULL, '325', NULL),
(537, 6653, 'park3', NULL, '695', NULL),
(550, 5076, 'din1', NULL, '259', NULL),
(558, 8698, 'din2', NULL, '863', NULL),
(571, 6653, 'din3', NULL, '864', NULL),
(596, 9561, 'din4', NULL, '141', NULL);

INSERT INTO staff (staff_id, tourist_attraction_id, name, other_details) VALUES
(170, 6476, 'Whitney', NULL),
(219, 6476, 'Kaela', NULL),
(237, 7067, 'Eunice', NULL),
(249, 5265, 'Kiarra', NULL),
(310, 9561, 'Phoebe', NULL),
(433, 9360, 'Vickie', NULL),
(463, 6653, 'Jannie', NULL),
(470, 6523, 'Lenore', NULL),
(487, 6852, 'Asia', NULL),
(491, 6852, 'Janet', NULL),
(532, 6852, 'Elouise', NULL),
(591, 9360, 'Gina', NULL),
(595, 8698, 'Beth', NULL),
(596, 2701, 'Ruthie', NULL),
(604, 6852, 'Aurore', NULL),
(619, 2113, 'Cortney', NULL),
(643, 6523, 'Astrid', NULL),
(667, 9561, 'Shemar', NULL),
(860, 6476, 'Trinity', NULL),
(952, 5265, 'Carmella', NULL);

INSERT INTO tourist_attraction_features (tourist_attraction_id, feature_id) VALUES
(5076, 528),
(5076, 681),
(5265, 523),
(5265, 955),
(6476, 543),
(6476, 681),
(6476, 955),
(6523, 528),
(6852, 528),
(6852, 955),
(7067, 543),
(8429, 681),
(8449, 528),
(8698, 528),
(8698, 543),
(8698, 681),
(9561, 681),
(9919, 681);

ALTER TABLE hotels ADD CONSTRAINT hotels_fk1 FOREIGN KEY (star_rating_code) REFERENCES ref_hotel_star_ratings (star_rating_code);

ALTER TABLE tourist_attractions ADD CONSTRAINT tourist_attractions_fk1 FOREIGN KEY (location_id) REFERENCES locations (location_id);

ALTER TABLE tourist_attractions ADD CONSTRAINT tourist_attractions_fk2 FOREIGN KEY (attraction_type_code) REFERENCES ref_attraction_types (attraction_type_code);

ALTER TABLE street_markets ADD CONSTRAINT street_markets_fk1 FOREIGN KEY (market_id) REFERENCES tourist_attractions (tourist_attraction_id);

ALTER TABLE shops ADD CONSTRAINT shops_fk1 FOREIGN KEY (shop_id) REFERENCES tourist_attractions (tourist_attraction_id);

ALTER TABLE museums ADD CONSTRAINT museums_fk1 FOREIGN KEY (museum_id) REFERENCES tourist_attractions (tourist_attraction_id);

ALTER TABLE royal_family ADD CONSTRAINT royal_family_fk1 FOREIGN KEY (royal_family_id) REFERENCES tourist_attractions (tourist_attraction_id);

ALTER TABLE theme_parks ADD CONSTRAINT theme_parks_fk1 FOREIGN KEY (theme_park_id) REFERENCES tourist_attractions (tourist_attraction_id);

ALTER TABLE visits ADD CONSTRAINT visits_fk1 FOREIGN KEY (tourist_attraction_id) REFERENCES tourist_attractions (tourist_attraction_id);

ALTER TABLE visits ADD CONSTRAINT visits_fk2 FOREIGN KEY (tourist_id) REFERENCES visitors (tourist_id);

ALTER TABLE photos ADD CONSTRAINT photos_fk1 FOREIGN KEY (tourist_attraction_id) REFERENCES tourist_attractions (tourist_attraction_id);

ALTER TABLE staff ADD CONSTRAINT staff_fk1 FOREIGN KEY (tourist_attraction_id) REFERENCES tourist_attractions (tourist_attraction_id);

ALTER TABLE tourist_attraction_features ADD CONSTRAINT tourist_attraction_features_fk1 FOREIGN KEY (tourist_attraction_id) REFERENCES tourist_attractions (tourist_attraction_id);

ALTER TABLE tourist_attraction_features ADD CONSTRAINT tourist_attraction_features_fk2 FOREIGN KEY (feature_id) REFERENCES features (feature_id);
