ALTER TABLE `data_sources` ADD `checked_at` integer;--> statement-breakpoint
ALTER TABLE `data_sources` ADD `content_hash` text;--> statement-breakpoint
ALTER TABLE `problem_lists` ADD `hidden_at` integer;--> statement-breakpoint
ALTER TABLE `problem_lists` ADD `hidden_by` text;--> statement-breakpoint
CREATE INDEX `sessions_expires` ON `sessions` (`expires_at`);