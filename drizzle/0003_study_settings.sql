CREATE TABLE `review_reminders` (
	`user_id` text PRIMARY KEY NOT NULL,
	`daily_digest` integer DEFAULT false NOT NULL,
	`digest_sent_day` text,
	`calendar_token` text,
	`calendar_token_created_at` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_reminders_calendar_token_unique` ON `review_reminders` (`calendar_token`);--> statement-breakpoint
ALTER TABLE `users` ADD `interview_mode` integer DEFAULT false NOT NULL;