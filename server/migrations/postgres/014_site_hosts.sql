-- PostgreSQL twin of ../014_site_hosts.sql (translation rules in README.md).
--
-- A property's own host name for its pages (book.villa-adriatic.hr): when
-- set, its canonical URLs, sitemap, e-mail links, CORS and the nginx
-- example use https://{site_host} instead of https://{slug}.{SITE_DOMAIN}.
-- Lower-case letters, digits, dashes and dots (src/lib/settings/site-host.ts
-- checks the name; the database keeps it unique).
-- SQLite: site_host GLOB '*.*' AND site_host NOT GLOB '*[^a-z0-9.-]*'
ALTER TABLE booking_engines ADD COLUMN site_host text CHECK (site_host IS NULL OR (site_host = lower(site_host) AND site_host ~ '[.]' AND site_host !~ '[^a-z0-9.-]'));

CREATE UNIQUE INDEX booking_engines_site_host ON booking_engines (site_host) WHERE site_host IS NOT NULL;
