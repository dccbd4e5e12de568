CREATE TABLE `revision_cards` (
	`user_id` text NOT NULL,
	`problem_id` integer NOT NULL,
	`due` integer NOT NULL,
	`stability` real NOT NULL,
	`difficulty` real NOT NULL,
	`elapsed_days` integer NOT NULL,
	`scheduled_days` integer NOT NULL,
	`learning_steps` integer NOT NULL,
	`reps` integer NOT NULL,
	`lapses` integer NOT NULL,
	`state` text NOT NULL,
	`last_review` integer,
	PRIMARY KEY(`user_id`, `problem_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`problem_id`) REFERENCES `problems`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `revision_cards_user_due` ON `revision_cards` (`user_id`,`due`);--> statement-breakpoint
CREATE TABLE `revision_reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`problem_id` integer NOT NULL,
	`submission_key` text NOT NULL,
	`rating` integer NOT NULL,
	`reviewed_at` integer NOT NULL,
	`source` text NOT NULL,
	`state_before` text NOT NULL,
	`stability_before` real NOT NULL,
	`difficulty_before` real NOT NULL,
	`elapsed_days` integer NOT NULL,
	`stability_after` real NOT NULL,
	`difficulty_after` real NOT NULL,
	`scheduled_days` integer NOT NULL,
	`due_after` integer NOT NULL,
	FOREIGN KEY (`user_id`,`problem_id`) REFERENCES `revision_cards`(`user_id`,`problem_id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "revision_reviews_rating" CHECK("revision_reviews"."rating" between 1 and 4)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `revision_reviews_user_submission` ON `revision_reviews` (`user_id`,`submission_key`);--> statement-breakpoint
CREATE INDEX `revision_reviews_user_reviewed` ON `revision_reviews` (`user_id`,`reviewed_at`);--> statement-breakpoint
CREATE INDEX `revision_reviews_card` ON `revision_reviews` (`user_id`,`problem_id`,`reviewed_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `time_zone` text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
-- A buddy profile already says where its owner lives: start revision days there rather than in UTC.
UPDATE `users` SET `time_zone` = (SELECT `time_zone` FROM `buddy_profiles` WHERE `buddy_profiles`.`user_id` = `users`.`id`) WHERE EXISTS (SELECT 1 FROM `buddy_profiles` WHERE `buddy_profiles`.`user_id` = `users`.`id`);
