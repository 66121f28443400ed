-- coffee_shop: a coffee-shop chain's shops (address, number of staff, score, opening year), its loyalty-club members
--   (membership card colour, age, time of purchase, membership level, home town), the happy hours each shop ran by
--   month with the staff in charge, and what members spent in them.
-- Source: the Spider text-to-SQL dataset's coffee_shop database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/coffee_shop/coffee_shop.sqlite
--   of https://github.com/LeLuven/MachineSpider, commit 1f1e32b0de926e888ca4678adfdeee7fdd0c3267 (unchanged at
--   fec4cdd7c9954caaa8c88e3897b763302103d5a0), whose identifiers are machine-translated to German; Spider's original
--   English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's snake_case with Capitalised words (Shop_ID, Num_of_staff, Open_Year, Member_ID,
--   Membership_card, Time_of_purchase, Level_of_membership, HH_ID, Num_of_shaff_in_charge [sic], Total_amount) written
--   WITHOUT quotes, so PostgreSQL folds them to lower case (num_of_staff, open_year, hh_id, num_of_shaff_in_charge);
--   the table names are lower case in Spider already. Num_of_staff and Open_Year (text in Spider) are integers.
--   Primary and foreign keys as declared in Spider (happy_hour_member.HH_ID has no foreign key in Spider).

CREATE TABLE shop (
  shop_id integer NOT NULL,
  address text,
  num_of_staff integer,
  score numeric(4,1),
  open_year integer,
  PRIMARY KEY (shop_id)
);

CREATE TABLE member (
  member_id integer NOT NULL,
  name text,
  membership_card text,
  age integer,
  time_of_purchase integer,
  level_of_membership integer,
  address text,
  PRIMARY KEY (member_id)
);

CREATE TABLE happy_hour (
  hh_id integer NOT NULL,
  shop_id integer NOT NULL,
  month varchar(10) NOT NULL,
  num_of_shaff_in_charge integer,
  PRIMARY KEY (hh_id, shop_id, month)
);

CREATE TABLE happy_hour_member (
  hh_id integer NOT NULL,
  member_id integer NOT NULL,
  total_amount numeric(10,2),
  PRIMARY KEY (hh_id, member_id)
);

INSERT INTO shop (shop_id, address, num_of_staff, score, open_year) VALUES
(1, '1200 Main Street', 13, 42, 2010),
(2, '1111 Main Street', 19, 38, 2008),
(3, '1330 Baltimore Street', 42, 36, 2010),
(4, '909 Walnut Street', 27, 32, 2010),
(5, '414 E. 12th Street', 24, 30, 2011),
(6, '1201 Walnut Street', 34, 30, 2010),
(7, '2345 McGee Street', 425, 40, 2008),
(8, '909 Main Street', 28, 30, 2011),
(9, '1100 Main Street', 23, 30, 2006),
(10, '324 E. 11th Street', 16, 28, 2008);

INSERT INTO member (member_id, name, membership_card, age, time_of_purchase, level_of_membership, address) VALUES
(1, 'Ashby, Lazale', 'Black', 29, 18, 5, 'Hartford'),
(2, 'Breton, Robert', 'White', 67, 41, 4, 'Waterbury'),
(3, 'Campbell, Jessie', 'Black', 34, 20, 6, 'Hartford'),
(4, 'Cobb, Sedrick', 'Black', 51, 27, 2, 'Waterbury'),
(5, 'Hayes, Steven', 'White', 50, 44, 3, 'Cheshire'),
(6, 'Komisarjevsky, Joshua', 'White', 33, 26, 2, 'Cheshire'),
(7, 'Peeler, Russell', 'Black', 42, 26, 6, 'Bridgeport'),
(8, 'Reynolds, Richard', 'Black', 45, 24, 1, 'Waterbury'),
(9, 'Rizzo, Todd', 'White', 35, 18, 4, 'Waterbury'),
(10, 'Webb, Daniel', 'Black', 51, 27, 22, 'Hartford');

INSERT INTO happy_hour (hh_id, shop_id, month, num_of_shaff_in_charge) VALUES
(1, 1, 'May', 10),
(2, 1, 'April', 12),
(3, 10, 'June', 15),
(4, 5, 'July', 5),
(5, 1, 'May', 10),
(6, 1, 'April', 12),
(7, 2, 'June', 5),
(8, 3, 'July', 15),
(9, 3, 'May', 3),
(10, 3, 'April', 4);

INSERT INTO happy_hour_member (hh_id, member_id, total_amount) VALUES
(1, 3, 20.90),
(4, 3, 20.92),
(7, 9, 4.90),
(2, 5, 16.90),
(5, 5, 16.92),
(8, 9, 4.20);

ALTER TABLE happy_hour ADD CONSTRAINT happy_hour_fk1 FOREIGN KEY (shop_id) REFERENCES shop (shop_id);

ALTER TABLE happy_hour_member ADD CONSTRAINT happy_hour_member_fk1 FOREIGN KEY (member_id) REFERENCES member (member_id);
