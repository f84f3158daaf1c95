CREATE TABLE "crop_production_rows" (
	"version" integer NOT NULL,
	"state" text NOT NULL,
	"district" text NOT NULL,
	"year" integer NOT NULL,
	"season" text NOT NULL,
	"crop" text NOT NULL,
	"area" double precision,
	"production" double precision
);
--> statement-breakpoint
CREATE TABLE "crop_production_series" (
	"version" integer NOT NULL,
	"crop" text NOT NULL,
	"state" text NOT NULL,
	"district" text NOT NULL,
	"years" integer NOT NULL,
	CONSTRAINT "crop_production_series_version_crop_state_district_pk" PRIMARY KEY("version","crop","state","district")
);
--> statement-breakpoint
CREATE TABLE "dataset_versions" (
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"state" text NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"source_file" text NOT NULL,
	"imported_by" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_at" timestamp with time zone,
	"rejected_count" integer DEFAULT 0 NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "dataset_versions_kind_version_pk" PRIMARY KEY("kind","version"),
	CONSTRAINT "dataset_versions_kind_check" CHECK ("dataset_versions"."kind" in ('rainfall','crop-production')),
	CONSTRAINT "dataset_versions_state_check" CHECK ("dataset_versions"."state" in ('importing','current','replaced')),
	CONSTRAINT "dataset_versions_imported_check" CHECK (("dataset_versions"."state" = 'importing') = ("dataset_versions"."imported_at" is null))
);
--> statement-breakpoint
CREATE TABLE "rainfall_rows" (
	"version" integer NOT NULL,
	"subdivision" text NOT NULL,
	"year" integer NOT NULL,
	"jan" double precision,
	"feb" double precision,
	"mar" double precision,
	"apr" double precision,
	"may" double precision,
	"jun" double precision,
	"jul" double precision,
	"aug" double precision,
	"sep" double precision,
	"oct" double precision,
	"nov" double precision,
	"dec" double precision,
	"annual" double precision,
	"jan_feb" double precision,
	"mar_may" double precision,
	"jun_sep" double precision,
	"oct_dec" double precision,
	CONSTRAINT "rainfall_rows_version_subdivision_year_pk" PRIMARY KEY("version","subdivision","year")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "crop_production_rows_key" ON "crop_production_rows" USING btree ("version","crop","state","district","year","season");--> statement-breakpoint
CREATE UNIQUE INDEX "dataset_versions_one_current" ON "dataset_versions" USING btree ("kind") WHERE "dataset_versions"."state" = 'current';--> statement-breakpoint
CREATE UNIQUE INDEX "dataset_versions_one_importing" ON "dataset_versions" USING btree ("kind") WHERE "dataset_versions"."state" = 'importing';