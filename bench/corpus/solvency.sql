-- solvency: Spider's solvency_ii database, an insurer's register of business events: 15 events (trade shows,
--   press conferences, seminars, conferences, ceremonies), each at one of 15 addresses and 15 locations (named
--   after companies, like `Rowe PLC`), through one of 15 channels and with one of 15 finance records (rated
--   `Good`, `Bad` or `Mutual`); 15 products (books, food, clothes, electronics, with a price) and which events they
--   were presented at; 7 parties (European political parties) and the events they organised or took part in;
--   15 agreement documents, each for an event; 3 assets (cars, meeting rooms, dining tables) and the events using them.
-- Source: the Spider text-to-SQL dataset's solvency_ii database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/solvency_ii/solvency_ii.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's Capitalised_Snake_Case names (Events, Products_in_Events, Event_Type_Code,
--   Product_Price) next to one lower-case column (Addresses.address_details) written WITHOUT quotes, so PostgreSQL
--   folds every name to lower case. Names in "details" columns (Locations.Other_Details holds a company name,
--   Parties.Party_Details a party's name). Prices as numeric(20,4). Keys as in Spider.


CREATE TABLE addresses (
  address_id integer NOT NULL,
  address_details varchar(255),
  PRIMARY KEY (address_id)
);

CREATE TABLE locations (
  location_id integer NOT NULL,
  other_details varchar(255),
  PRIMARY KEY (location_id)
);

CREATE TABLE products (
  product_id integer NOT NULL,
  product_type_code varchar(15),
  product_name varchar(255),
  product_price numeric(20,4),
  PRIMARY KEY (product_id)
);

CREATE TABLE parties (
  party_id integer NOT NULL,
  party_details varchar(255),
  PRIMARY KEY (party_id)
);

CREATE TABLE assets (
  asset_id integer NOT NULL,
  other_details varchar(255),
  PRIMARY KEY (asset_id)
);

CREATE TABLE channels (
  channel_id integer NOT NULL,
  other_details varchar(255),
  PRIMARY KEY (channel_id)
);

CREATE TABLE finances (
  finance_id integer NOT NULL,
  other_details varchar(255),
  PRIMARY KEY (finance_id)
);

CREATE TABLE events (
  event_id integer NOT NULL,
  address_id integer,
  channel_id integer NOT NULL,
  event_type_code varchar(15),
  finance_id integer NOT NULL,
  location_id integer NOT NULL,
  PRIMARY KEY (event_id)
);

CREATE TABLE products_in_events (
  product_in_event_id integer NOT NULL,
  event_id integer NOT NULL,
  product_id integer NOT NULL,
  PRIMARY KEY (product_in_event_id)
);

CREATE TABLE parties_in_events (
  party_id integer NOT NULL,
  event_id integer NOT NULL,
  role_code varchar(15),
  PRIMARY KEY (party_id, event_id)
);

CREATE TABLE agreements (
  document_id integer NOT NULL,
  event_id integer NOT NULL,
  PRIMARY KEY (document_id)
);

CREATE TABLE assets_in_events (
  asset_id integer NOT NULL,
  event_id integer NOT NULL,
  PRIMARY KEY (asset_id, event_id)
);

INSERT INTO addresses (address_id, address_details) VALUES
(1, '465 Emely Bypass
West Mafalda, CO 23309'),
(2, '669 Carter Trafficway
Port Delbert, OK 66249'),
(3, '38247 Ernser Gateway Suite 442
Bogisichland, VT 71460'),
(4, '732 Greenholt Valleys
East Marionfort, VT 89477-0433'),
(5, '382 Demond Alley
Luellamouth, MT 67912'),
(6, '3851 Quigley Flats
O''Reillychester, CA 92522-9526'),
(7, '78950 Kamryn Centers
Chelsealand, NE 22947-6129'),
(8, '682 Kautzer Forest Apt. 509
Jaydenfurt, NE 85011-5059'),
(9, '11093 Balistreri Forge
Gaylordtown, VT 05705'),
(10, '9113 Wisoky Glen Apt. 601
Lake Immanuel, UT 01388'),
(11, '73409 Linnea Loop Apt. 778
Haagberg, AK 41204-1496'),
(12, '8220 Concepcion Neck Suite 394
East Beauview, LA 19968-4755'),
(13, '513 Lindgren River
North Scottymouth, IN 85224-1392'),
(14, '9694 Wava Roads
Ricechester, DC 70816-9058'),
(15, '068 O''Connell Tunnel
West Colemanburgh, MO 87777');

INSERT INTO locations (location_id, other_details) VALUES
(1, 'Rowe PLC'),
(2, 'Ebert, Green and Bogisich'),
(3, 'Prohaska LLC'),
(4, 'White, Kassulke and Barrows'),
(5, 'Wintheiser-Sauer'),
(6, 'Morar-Denesik'),
(7, 'Rowe-Stoltenberg'),
(8, 'Price-Lynch'),
(9, 'Ryan-Wyman'),
(10, 'Hilll Ltd'),
(11, 'Fritsch LLC'),
(12, 'Kuvalis-Goodwin'),
(13, 'Sanford Inc'),
(14, 'Waelchi-Wehner'),
(15, 'Daugherty, Nader and Balistreri');

INSERT INTO products (product_id, product_type_code, product_name, product_price) VALUES
(1, 'Books', 'Business Policy', 1336.26),
(3, 'Food', 'Special Dinning', 2894.94),
(5, 'Clothes', 'Men suits', 3298.84),
(6, 'Electronics', 'TV Equipments', 932.25),
(7, 'Books', 'Business Policy B', 3215.66),
(10, 'Electronics', 'TV Equipments', 4427.49),
(11, 'Electronics', 'Conference Equipments', 3289.47),
(18, 'Books', 'Trading Policy', 3228.49),
(20, 'Books', 'Trading Policy B', 4343.83),
(22, 'Food', 'Dinning', 3574.56),
(24, 'Food', 'Dinning', 4895.86),
(26, 'Food', 'Dinning', 2339.97),
(29, 'Food', 'Special Dinning', 502.15),
(34, 'Electronics', 'TV Equipments', 970.77),
(45, 'Clothes', 'Men suits', 3541.17);

INSERT INTO parties (party_id, party_details) VALUES
(3, 'European People''s Party'),
(4, 'European Free Alliance'),
(5, 'European Alliance for Freedom'),
(6, 'European Christian Political Movement'),
(7, 'Movement for a Europe of Nations and Freedom'),
(8, 'Alliance of Liberals and Democrats for Europe'),
(9, 'EUDemocrats');

INSERT INTO assets (asset_id, other_details) VALUES
(1, 'Transportation Cars'),
(2, 'Meeting Rooms'),
(3, 'Dinning Tables');

INSERT INTO channels (channel_id, other_details) VALUES
(1, '145'),
(2, '348'),
(3, '933'),
(4, '631'),
(5, '681'),
(6, '993'),
(7, '249'),
(8, '644'),
(9, '668'),
(10, '058'),
(11, '163'),
(12, '285'),
(13, '943'),
(14, '292'),
(15, '177');

INSERT INTO finances (finance_id, other_details) VALUES
(1, 'Mutual'),
(2, 'Good'),
(3, 'Bad'),
(4, 'Mutual'),
(5, 'Bad'),
(6, 'Good'),
(7, 'Good'),
(8, 'Mutual'),
(9, 'Bad'),
(10, 'Bad'),
(11, 'Mutual'),
(12, 'Mutual'),
(13, 'Good'),
(14, 'Good'),
(15, 'Mutual');

INSERT INTO events (event_id, address_id, channel_id, event_type_code, finance_id, location_id) VALUES
(1, 3, 12, 'Trade Show', 2, 13),
(2, 15, 13, 'Press Conferenc', 8, 11),
(3, 12, 1, 'Press Conferenc', 12, 6),
(4, 13, 10, 'Ceremonies', 7, 6),
(5, 9, 4, 'Trade Show', 15, 6),
(6, 15, 12, 'Seminar', 15, 9),
(7, 15, 6, 'Trade Show', 13, 15),
(8, 3, 15, 'Trade Show', 1, 6),
(9, 12, 3, 'Press Conferenc', 3, 11),
(10, 15, 10, 'Conference', 7, 12),
(11, 10, 4, 'Trade Show', 2, 8),
(12, 14, 9, 'Trade Show', 14, 7),
(13, 12, 13, 'Trade Show', 12, 12),
(14, 10, 11, 'Seminar', 5, 10),
(15, 2, 2, 'Conference', 10, 5);

INSERT INTO products_in_events (product_in_event_id, event_id, product_id) VALUES
(13, 4, 29),
(23, 8, 3),
(32, 14, 10),
(33, 5, 18),
(43, 4, 45),
(46, 7, 3),
(50, 14, 6),
(61, 7, 3),
(63, 6, 34),
(64, 15, 6),
(69, 8, 20),
(74, 1, 6),
(79, 4, 45),
(90, 14, 26),
(99, 10, 11);

INSERT INTO parties_in_events (party_id, event_id, role_code) VALUES
(3, 7, 'Organizer'),
(3, 8, 'Participant'),
(4, 1, 'Organizer'),
(4, 3, 'Participant'),
(4, 8, 'Organizer'),
(5, 9, 'Participant'),
(5, 10, 'Participant'),
(5, 15, 'Organizer'),
(6, 6, 'Organizer'),
(6, 12, 'Participant'),
(6, 13, 'Organizer'),
(9, 3, 'Participant'),
(9, 4, 'Participant'),
(9, 10, 'Organizer'),
(9, 12, 'Organizer');

INSERT INTO agreements (document_id, event_id) VALUES
(1, 13),
(2, 13),
(3, 15),
(4, 9),
(5, 11),
(6, 8),
(7, 10),
(8, 15),
(9, 6),
(10, 11),
(11, 8),
(12, 9),
(13, 5),
(14, 12),
(15, 15);

INSERT INTO assets_in_events (asset_id, event_id) VALUES
(1, 4),
(1, 5),
(1, 9),
(1, 10),
(2, 8),
(2, 14),
(3, 2),
(3, 5),
(3, 8),
(3, 9),
(3, 10),
(3, 12);

ALTER TABLE events ADD CONSTRAINT events_fk1 FOREIGN KEY (location_id) REFERENCES locations (location_id);

ALTER TABLE events ADD CONSTRAINT events_fk2 FOREIGN KEY (address_id) REFERENCES addresses (address_id);

ALTER TABLE events ADD CONSTRAINT events_fk3 FOREIGN KEY (finance_id) REFERENCES finances (finance_id);

ALTER TABLE products_in_events ADD CONSTRAINT products_in_events_fk1 FOREIGN KEY (event_id) REFERENCES events (event_id);

ALTER TABLE products_in_events ADD CONSTRAINT products_in_events_fk2 FOREIGN KEY (product_id) REFERENCES products (product_id);

ALTER TABLE parties_in_events ADD CONSTRAINT parties_in_events_fk1 FOREIGN KEY (party_id) REFERENCES parties (party_id);

ALTER TABLE parties_in_events ADD CONSTRAINT parties_in_events_fk2 FOREIGN KEY (event_id) REFERENCES events (event_id);

ALTER TABLE agreements ADD CONSTRAINT agreements_fk1 FOREIGN KEY (event_id) REFERENCES events (event_id);

ALTER TABLE assets_in_events ADD CONSTRAINT assets_in_events_fk1 FOREIGN KEY (event_id) REFERENCES events (event_id);
