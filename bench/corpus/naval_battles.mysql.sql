-- naval_battles: a small register of 8 medieval battles between the Bulgarians and the Latin Empire (name, date
--   as written, the Bulgarian and the Latin commander, the result), 7 ships recorded as lost in those battles (name,
--   tonnage, type, location, what became of the ship) and 13 casualty records, each tied to a ship (a note naming a
--   place, the number killed and the number injured). The three tables come from unrelated sources (the ships
--   read like British brigs of the age of sail, the casualty notes name districts of India) and are linked only by
--   their ids.
-- Source: the Spider text-to-SQL dataset's battle_death database (Yale LILY, https://yale-lily.github.io/spider);
--   datasets/spider/database/battle_death/battle_death.sqlite of https://github.com/hyukkyukang/text2SQL, commit
--   999f5e467a3c2a263533f1dfa3d0106a18d343d1 (the file is unchanged since 842d38ec78cae8f21112182f9f8a57943822abe4).
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's names kept (all lower case: battle, ship, death; id, name, date,
--   bulgarian_commander, latin_commander, result, lost_in_battle, tonnage, ship_type, location, disposition_of_ship,
--   caused_by_ship_id, note, killed, injured); none is reserved, so none is backquoted. Types: int columns as int,
--   text columns as varchar; battle.date and ship.tonnage stay text. NOT NULL on the primary-key columns. Keys as in
--   Spider; the foreign keys are added after the rows.

SET NAMES utf8mb4;

CREATE TABLE battle (
  id int NOT NULL,
  name varchar(50),
  date varchar(20),
  bulgarian_commander varchar(30),
  latin_commander varchar(30),
  result varchar(30),
  PRIMARY KEY (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE ship (
  lost_in_battle int,
  id int NOT NULL,
  name varchar(30),
  tonnage varchar(10),
  ship_type varchar(30),
  location varchar(30),
  disposition_of_ship varchar(20),
  PRIMARY KEY (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE death (
  caused_by_ship_id int,
  id int NOT NULL,
  note varchar(50),
  killed int,
  injured int,
  PRIMARY KEY (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO battle (id, name, date, bulgarian_commander, latin_commander, result) VALUES
  (1, 'Battle of Adrianople', '14 April 1205', 'Kaloyan', 'Baldwin I', 'Bulgarian victory'),
  (2, 'Battle of Serres', 'June 1205', 'Kaloyan', 'Unknown', 'Bulgarian victory'),
  (3, 'Battle of Rusion', '31 January 1206', 'Kaloyan', 'Thierry de Termond', 'Bulgarian victory'),
  (4, 'Battle of Rodosto', 'February 1206', 'Kaloyan', 'Unknown', 'Bulgarian victory'),
  (5, 'Battle of Messinopolis', '4 September 1207', 'Unknown', 'Boniface of Montferrat', 'Bulgarian victory'),
  (6, 'Battle of Boruy', 'June 1205', 'Boril', 'Henry I', 'Bulgarian victory'),
  (7, 'Battle of Philippopolis', '31 June 1208', 'Boril', 'Henry I', 'Latin victory'),
  (8, 'Siege of Constantinople', '1235', 'Ivan Asen II', 'John of Brienne', 'Two Year Truce');

INSERT INTO ship (lost_in_battle, id, name, tonnage, ship_type, location, disposition_of_ship) VALUES
  (8, 1, 'Lettice', 't', 'Brig', 'English Channel', 'Captured'),
  (7, 2, 'Bon Accord', 't', 'Brig', 'English Channel', 'Captured'),
  (6, 3, 'Mary', 't', 'Brig', 'English Channel', 'Captured'),
  (5, 4, 'HMS Avon', '391', '18-gun Brig', 'English Channel', 'Wrecked'),
  (5, 5, 'Three Brothers', 't', 'Brig', 'SW Approaches', 'Scuttled'),
  (4, 6, 'Bacchus', 't', 'Brig', 'English Channel', 'Sank'),
  (8, 7, 'HMS Atalanta', '225', '8 gun Brig', 'Mid-Atlantic', 'Captured');

INSERT INTO death (caused_by_ship_id, id, note, killed, injured) VALUES
  (1, 1, 'Dantewada, Chhattisgarh', 8, 0),
  (2, 2, 'Dantewada, Chhattisgarh', 3, 0),
  (3, 13, 'Erraboru, Chhattisgarh', 25, 0),
  (3, 3, 'East Champaran, Bihar', 2, 0),
  (4, 4, 'Gajapati, Odisha', 3, 0),
  (4, 5, 'Sundargarh, Odisha', 0, 9),
  (5, 6, 'Dantewada, Chhattisgarh', 0, 0),
  (5, 7, 'Dantewada, Chhattisgarh', 4, 5),
  (6, 8, 'Kanker, Chhattisgarh', 0, 0),
  (1, 9, 'Dantewada, Chhattisgarh', 29, 0),
  (3, 10, 'WestMidnapore, West Bengal', 0, 0),
  (2, 11, 'Bastar, Chattisgarh', 0, 0),
  (5, 12, 'Bokaro, Jharkhand', 14, 0);

ALTER TABLE ship ADD CONSTRAINT fk_ship_lost_in_battle FOREIGN KEY (lost_in_battle) REFERENCES battle (id);
ALTER TABLE death ADD CONSTRAINT fk_death_caused_by_ship_id FOREIGN KEY (caused_by_ship_id) REFERENCES ship (id);
