CREATE TABLE "bank_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"state_value" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"status" text NOT NULL,
	"version" integer NOT NULL,
	"cardholder_name" text NOT NULL,
	"card_number" text NOT NULL,
	"last4" text NOT NULL,
	"bank_code" text NOT NULL,
	"card_type" text NOT NULL,
	"branch_name" text NOT NULL,
	"mobile" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"deposit_fen" integer,
	"deposit_sent_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"locked_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entity_transitions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "entity_transitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"seq" integer NOT NULL,
	"event" text NOT NULL,
	"from_value" jsonb,
	"to_value" jsonb NOT NULL,
	"actor_id" integer,
	"actor_role" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "face_checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "face_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"status" text NOT NULL,
	"reason" text,
	"decided_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"fields_of_interest" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"professional_field" text,
	"province_code" text,
	"city_code" text,
	"district_code" text,
	"introduction" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "real_name_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "real_name_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"state_value" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"status" text NOT NULL,
	"version" integer NOT NULL,
	"subject_type" text NOT NULL,
	"identity_key" text NOT NULL,
	"id_type" text,
	"nationality" text,
	"real_name" text,
	"id_number" text,
	"handheld_photo_key" text,
	"front_photo_key" text,
	"back_photo_key" text,
	"id_valid_from" date,
	"id_valid_to" date,
	"organisation_name" text,
	"credit_code" text,
	"licence_valid_from" date,
	"licence_valid_to" date,
	"licence_image_key" text,
	"authorization_image_key" text,
	"method" text,
	"rejection_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "face_checks" ADD CONSTRAINT "face_checks_application_id_real_name_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."real_name_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_checks" ADD CONSTRAINT "face_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_name_applications" ADD CONSTRAINT "real_name_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_cards_user_idx" ON "bank_cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bank_cards_status_idx" ON "bank_cards" USING btree ("status");--> statement-breakpoint
CREATE INDEX "bank_cards_number_idx" ON "bank_cards" USING btree ("card_number");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_one_verifying_idx" ON "bank_cards" USING btree ("user_id") WHERE "bank_cards"."status" = 'verifying';--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_one_default_idx" ON "bank_cards" USING btree ("user_id") WHERE "bank_cards"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "entity_transitions_entity_seq_idx" ON "entity_transitions" USING btree ("entity_type","entity_id","seq");--> statement-breakpoint
CREATE INDEX "entity_transitions_actor_idx" ON "entity_transitions" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "face_checks_status_idx" ON "face_checks" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "face_checks_application_idx" ON "face_checks" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "real_name_applications_user_idx" ON "real_name_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "real_name_applications_status_idx" ON "real_name_applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "real_name_applications_identity_idx" ON "real_name_applications" USING btree ("identity_key") WHERE status in ('identityCheck', 'inReview', 'verified');