-- Distributed mode: every service keeps its own database (its events table, checkpoints and read
-- models); they share nothing but Kafka. Run once by the postgres image on an empty volume.
CREATE DATABASE mercato_sites;
CREATE DATABASE mercato_catalog;
CREATE DATABASE mercato_census;
CREATE DATABASE mercato_cart;
CREATE DATABASE mercato_restock;
CREATE DATABASE mercato_site_users;
CREATE DATABASE mercato_orders;
CREATE DATABASE mercato_forms;
CREATE DATABASE mercato_media;
