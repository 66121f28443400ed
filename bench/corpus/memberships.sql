-- memberships: a retailer's loyalty-membership records: 10 members (name, card number, hometown in the US South,
--   membership level 2–6), 8 branches in London and Oxford (name, year opened, road, city, a membership amount), the
--   branch each member registered with and the year (2016–2017), and 8 purchase totals in pounds per member, branch
--   and year (2017–2018).
-- Source: the Spider text-to-SQL dataset's shop_membership database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/shop_membership/shop_membership.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's mixed-case names (member, branch, Member_ID, Open_year, Total_pounds,
--   membership_amount) written WITHOUT quotes, so PostgreSQL folds every name to lower case. Years, branch ids and
--   membership amounts, text in Spider, as integers; Total_pounds (Spider's real) as numeric(10,2). Keys as in Spider.

CREATE TABLE member (
  member_id integer NOT NULL,
  card_number text,
  name text,
  hometown text,
  level integer,
  PRIMARY KEY (member_id)
);

CREATE TABLE branch (
  branch_id integer NOT NULL,
  name text,
  open_year integer,
  address_road text,
  city text,
  membership_amount integer,
  PRIMARY KEY (branch_id)
);

CREATE TABLE membership_register_branch (
  member_id integer NOT NULL,
  branch_id integer,
  register_year integer,
  PRIMARY KEY (member_id)
);

CREATE TABLE purchase (
  member_id integer NOT NULL,
  branch_id integer NOT NULL,
  year integer NOT NULL,
  total_pounds numeric(10,2),
  PRIMARY KEY (member_id, branch_id, year)
);

INSERT INTO member (member_id, card_number, name, hometown, level) VALUES
(1, 'LE99', 'Jeremy Jarmon', 'Collierville, Tennessee', 6),
(2, 'LT98', 'Myron Pryor', 'Louisville, Kentucky', 6),
(3, 'RT91', 'Corey Peters', 'Louisville, Kentucky', 6),
(4, 'RE95', 'Ventrell Jenkins', 'Columbia, South Carolina', 6),
(5, 'OLB56', 'Braxton Kelley', 'LaGrange, Georgia', 6),
(6, 'MLB4', 'Micah Johnson', 'Fort Campbell, Kentucky', 4),
(7, 'SLB51', 'Johnny Williams', 'Jacksonville, Florida', 6),
(8, 'RCB32', 'Trevard Lindley', 'Hiram, Georgia', 6),
(9, 'LCB7', 'David Jones', 'Red Jacket, West Virginia', 6),
(10, 'FS10', 'Matt Lentz', 'Simpsonville, South Carolina', 2);

INSERT INTO branch (branch_id, name, open_year, address_road, city, membership_amount) VALUES
(1, 'Alexandre', 2001, 'Valleys Place', 'London', 112),
(2, 'Popert', 2009, 'Oaks Crescent', 'London', 11),
(3, 'Stanley', 2013, 'Abbott Street', 'London', 6),
(4, 'Zytogorski', 2009, 'Abbey Rise', 'Oxford', 7),
(5, 'Cochrane', 2012, 'Brampton Road', 'London', 1418),
(6, 'Taverner', 2014, 'Cecilia Avenue', 'Oxford', 56),
(7, 'Saint Amant', 2015, 'Concord Road', 'London', 91),
(8, 'Brooke Greville', 2009, 'Glebe Street', 'Oxford', 31);

INSERT INTO membership_register_branch (member_id, branch_id, register_year) VALUES
(1, 1, 2016),
(2, 4, 2016),
(3, 1, 2017),
(4, 1, 2016),
(5, 5, 2016),
(6, 6, 2017),
(7, 2, 2016),
(8, 8, 2016);

INSERT INTO purchase (member_id, branch_id, year, total_pounds) VALUES
(1, 3, 2018, 2013.32),
(2, 5, 2018, 321.13),
(3, 1, 2017, 988.09),
(4, 1, 2018, 20.99),
(3, 5, 2018, 343.76),
(6, 6, 2018, 232.09),
(2, 2, 2018, 402.10),
(2, 3, 2018, 430.29);

ALTER TABLE membership_register_branch ADD CONSTRAINT membership_register_branch_fk1 FOREIGN KEY (member_id) REFERENCES member (member_id);

ALTER TABLE membership_register_branch ADD CONSTRAINT membership_register_branch_fk2 FOREIGN KEY (branch_id) REFERENCES branch (branch_id);

ALTER TABLE purchase ADD CONSTRAINT purchase_fk1 FOREIGN KEY (member_id) REFERENCES member (member_id);

ALTER TABLE purchase ADD CONSTRAINT purchase_fk2 FOREIGN KEY (branch_id) REFERENCES branch (branch_id);
