-- The default ("popular") sort's indexes carry every column a list filter tests (the facets
-- array, the search text, both prices), so walking them to fill a page never reads the table
-- (an index-only scan once VACUUM has set the visibility map, which the seeder does).
-- Measured on PostgreSQL 15 with 1,000,000 astrologers (apps/server/README.md, "Directory
-- performance"): q=sharma page 0 went from 14 ms (3,166 rows read from the table and discarded)
-- to an index-only walk. Drizzle cannot declare INCLUDE columns, so these live here only.
DROP INDEX "nakshatra"."astrologers_popular_idx";
--> statement-breakpoint
CREATE INDEX "astrologers_popular_idx" ON "nakshatra"."astrologers" USING btree ("orders" DESC NULLS LAST, "id") INCLUDE ("facets", "search_text", "price_rupees_per_min", "call_price_rupees_per_min");
--> statement-breakpoint
-- The Top Rated chip (rating exactly 5, about 8 % of the directory) with the default sort, and
-- with anything else on top ("top rated, offer, Tamil" is 0.1 % of all rows but 1.3 % of
-- these): walking 8 % of the index instead of all of it. The queries repeat
-- `rating_tenths = 50` beside the facet test so the planner can prove this predicate.
CREATE INDEX "astrologers_top_popular_idx" ON "nakshatra"."astrologers" USING btree ("orders" DESC NULLS LAST, "id") INCLUDE ("facets", "search_text", "price_rupees_per_min", "call_price_rupees_per_min") WHERE "rating_tenths" = 50;
