CREATE TABLE "site_visits" (
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_visits_day_visitor_pk" PRIMARY KEY("day","visitor"),
	CONSTRAINT "site_visits_visits_check" CHECK ("site_visits"."visits" >= 0)
);
