-- device_stock: a phone retailer's stock list: 6 devices (name, carrier, package version, applications version,
--   software platform), 12 shops (name, location, opening day and month, opening year) and 8 stock lines (how many
--   units of a device a shop holds).
-- Source: the Spider text-to-SQL dataset's device database (Yale LILY, https://yale-lily.github.io/spider);
--   datasets/spider/database/device/device.sqlite of https://github.com/hyukkyukang/text2SQL, commit
--   999f5e467a3c2a263533f1dfa3d0106a18d343d1 (the file unchanged since 842d38ec78cae8f21112182f9f8a57943822abe4).
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too. See device_stock.md.
-- Converted for PostgreSQL: Spider's Capitalised_Snake_Case names (tables device, shop, stock; Device_ID, Device,
--   Carrier, Package_Version, Applications, Software_Platform, Shop_ID, Shop_Name, Location, Open_Date, Open_Year,
--   Quantity) written WITHOUT quotes, so PostgreSQL folds every name to lower case. Types: Open_Date stays text
--   (varchar): its values are a day and a month without a year ('15 July'), one of them a range ('23–24 December');
--   the year is Open_Year (integer). Package_Version and Applications stay text: they are dotted version strings
--   ('5.0.0.419'). Ints as integer, other texts as varchar. NOT NULL added to primary-key columns. Keys as in Spider
--   (stock keyed by Shop_ID, Device_ID); the foreign keys (stock.Shop_ID -> shop, stock.Device_ID -> device) are
--   added after the rows (every row satisfies them).

CREATE TABLE device (
  device_id integer NOT NULL,
  device varchar(40),
  carrier varchar(40),
  package_version varchar(20),
  applications varchar(20),
  software_platform varchar(20),
  PRIMARY KEY (device_id)
);

CREATE TABLE shop (
  shop_id integer NOT NULL,
  shop_name varchar(40),
  location varchar(40),
  open_date varchar(20),
  open_year integer,
  PRIMARY KEY (shop_id)
);

CREATE TABLE stock (
  shop_id integer NOT NULL,
  device_id integer NOT NULL,
  quantity integer,
  PRIMARY KEY (shop_id, device_id)
);

INSERT INTO device (device_id, device, carrier, package_version, applications, software_platform) VALUES
  (1, 'BlackBerry Storm 9530', 'MTS Mobility', '5.0.0.808', '5.0.0.419', 'Android'),
  (2, 'Apple', 'Verizon Wireless', '5.0.0.328', '5.0.0.328', 'iOS'),
  (3, 'Huawei', 'Telus Mobility', '5.0.0.419', '5.0.0.419', 'Android'),
  (4, 'Xiaomi', 'Bell Mobility', '5.0.0.419', '5.0.0.419', 'Android'),
  (5, 'Samsung', 'Iusacell', '4.7.0.208', '4.7.0.151', 'Android'),
  (6, 'Galaxy', 'Vodafone AU', '5.0.0.742', '5.0.0.451', 'Android');

INSERT INTO shop (shop_id, shop_name, location, open_date, open_year) VALUES
  (1, 'Dinas Device', 'Dinas', '1 January', 2014),
  (2, 'Best Buy', 'Cymmer', '15 July', 2006),
  (3, 'Ferndale', 'Blaenllechau', '8 November', 2009),
  (4, 'Apple', 'Blaenllechau', '10 June', 2009),
  (5, 'Pentre store', 'Pentre', '24 February', 2011),
  (6, 'Tynewydd repair', 'Porth', '11 April', 2007),
  (7, 'Dinas store', 'Dinas', '13 January', 2009),
  (8, 'Naval repair', 'Penygraig', '10 December', 2010),
  (9, 'Gelli repair', 'Gelli', '21 August', 2013),
  (10, 'Naval''s shop', 'Penygraig', '27 January', 2014),
  (11, 'ATnT', 'Maerdy', '23–24 December', 2015),
  (12, 'National Cellphone', 'Wattstown', '18 February', 2017);

INSERT INTO stock (shop_id, device_id, quantity) VALUES
  (1, 6, 100),
  (2, 6, 110),
  (3, 6, 134),
  (4, 6, 56),
  (1, 4, 200),
  (11, 6, 112),
  (3, 4, 124),
  (9, 4, 51);

ALTER TABLE stock ADD CONSTRAINT fk_stock_shop_id FOREIGN KEY (shop_id) REFERENCES shop (shop_id);
ALTER TABLE stock ADD CONSTRAINT fk_stock_device_id FOREIGN KEY (device_id) REFERENCES device (device_id);
