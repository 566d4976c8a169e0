CREATE TABLE "requirements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "requirements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"requirement_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"state_value" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"status" text NOT NULL,
	"version" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"industry_id" integer,
	"industry_sub_id" integer,
	"category_id" integer,
	"duration_days" integer,
	"budget_fen" bigint,
	"details_html" text DEFAULT '' NOT NULL,
	"details_text" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"institutions" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"agreed_at" timestamp with time zone,
	"fee_fen" bigint DEFAULT 0 NOT NULL,
	"fee_transfer_id" bigint,
	"reason" text,
	"deadline_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hall_members" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"industry_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hall_members_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"requirement_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"cate" integer NOT NULL,
	"state_value" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"status" text NOT NULL,
	"version" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"task_ends_at" timestamp with time zone,
	"pay_back_fen" bigint DEFAULT 0 NOT NULL,
	"rank" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_evaluations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_evaluations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"requirement_id" integer NOT NULL,
	"invitation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"round" integer NOT NULL,
	"market_size" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crowdfunding_campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crowdfunding_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"requirement_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"state_value" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"status" text NOT NULL,
	"version" integer NOT NULL,
	"target_fen" bigint NOT NULL,
	"raised_fen" bigint DEFAULT 0 NOT NULL,
	"return_ratio_bp" integer NOT NULL,
	"application_date" text NOT NULL,
	"ends_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crowdfunding_contributions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crowdfunding_contributions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"requirement_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"transfer_id" bigint NOT NULL,
	"refund_transfer_id" bigint,
	"share_bp" integer,
	"status" text NOT NULL,
	"meta" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "requirements_no_idx" ON "requirements" USING btree ("requirement_no");--> statement-breakpoint
CREATE INDEX "requirements_user_idx" ON "requirements" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "requirements_hall_idx" ON "requirements" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status in ('evaluating', 'evaluationTimedOut', 'feeDue.choosingMode', 'feeDue.paymentExpired', 'feeDue.crowdfundingApplying', 'feeDue.crowdfunding', 'feeDue.crowdfundingFailed', 'awaitingPreReview', 'preReview', 'investorBidding', 'projectSetUp', 'execution', 'closingAcceptance', 'dividend', 'completed');--> statement-breakpoint
CREATE INDEX "requirements_industry_idx" ON "requirements" USING btree ("industry_id","published_at");--> statement-breakpoint
CREATE INDEX "hall_members_kind_idx" ON "hall_members" USING btree ("kind");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_once_idx" ON "invitations" USING btree ("requirement_id","cate","user_id");--> statement-breakpoint
CREATE INDEX "invitations_user_idx" ON "invitations" USING btree ("user_id","status","cate","id");--> statement-breakpoint
CREATE INDEX "invitations_requirement_idx" ON "invitations" USING btree ("requirement_id","cate","status");--> statement-breakpoint
CREATE UNIQUE INDEX "market_evaluations_once_idx" ON "market_evaluations" USING btree ("requirement_id","round","user_id");--> statement-breakpoint
CREATE INDEX "market_evaluations_user_idx" ON "market_evaluations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "crowdfunding_requirement_idx" ON "crowdfunding_campaigns" USING btree ("requirement_id");--> statement-breakpoint
CREATE INDEX "crowdfunding_status_idx" ON "crowdfunding_campaigns" USING btree ("status","ends_at");--> statement-breakpoint
CREATE INDEX "contributions_campaign_idx" ON "crowdfunding_contributions" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "contributions_user_idx" ON "crowdfunding_contributions" USING btree ("user_id","created_at");