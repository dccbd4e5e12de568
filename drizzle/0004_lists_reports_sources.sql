CREATE TABLE `blocked_reporters` (
	`user_id` text PRIMARY KEY NOT NULL,
	`blocked_at` integer NOT NULL,
	`reason` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `community_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`problem_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`month` text NOT NULL,
	`round` text NOT NULL,
	`created_at` integer NOT NULL,
	`hidden_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`problem_id`) REFERENCES `problems`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `community_reports_one_per_month` ON `community_reports` (`user_id`,`problem_id`,`company_id`,`month`);--> statement-breakpoint
CREATE INDEX `community_reports_company` ON `community_reports` (`company_id`,`month`);--> statement-breakpoint
CREATE INDEX `community_reports_problem` ON `community_reports` (`problem_id`);--> statement-breakpoint
CREATE TABLE `data_sources` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`format` text NOT NULL,
	`as_of` integer,
	`imported_at` integer NOT NULL,
	`rows` integer NOT NULL,
	`companies` integer NOT NULL,
	`problems` integer NOT NULL,
	`licence` text
);
--> statement-breakpoint
CREATE INDEX `data_sources_imported` ON `data_sources` (`imported_at`);--> statement-breakpoint
CREATE TABLE `interview_plans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`company_id` integer NOT NULL,
	`interview_date` text NOT NULL,
	`hours_per_week` integer NOT NULL,
	`list_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`list_id`) REFERENCES `problem_lists`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `interview_plans_user_company` ON `interview_plans` (`user_id`,`company_id`);--> statement-breakpoint
CREATE TABLE `problem_list_items` (
	`list_id` text NOT NULL,
	`problem_id` integer NOT NULL,
	`position` integer NOT NULL,
	`added_at` integer NOT NULL,
	PRIMARY KEY(`list_id`, `problem_id`),
	FOREIGN KEY (`list_id`) REFERENCES `problem_lists`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`problem_id`) REFERENCES `problems`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `problem_list_items_position` ON `problem_list_items` (`list_id`,`position`);--> statement-breakpoint
CREATE TABLE `problem_lists` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text,
	`owner_id` text,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`visibility` text NOT NULL,
	`source_name` text,
	`copied_from_id` text,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `problem_lists_slug_unique` ON `problem_lists` (`slug`);--> statement-breakpoint
CREATE INDEX `problem_lists_owner` ON `problem_lists` (`owner_id`,`updated_at`);--> statement-breakpoint
ALTER TABLE `company_questions` ADD `from_shorter_timeframe` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `feature_requests` ADD `hidden_at` integer;--> statement-breakpoint
ALTER TABLE `feature_requests` ADD `merged_into_id` integer;