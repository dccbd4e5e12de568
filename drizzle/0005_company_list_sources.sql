CREATE TABLE `company_list_sources` (
	`company_id` integer NOT NULL,
	`timeframe` text NOT NULL,
	`data_source_id` integer NOT NULL,
	PRIMARY KEY(`company_id`, `timeframe`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`data_source_id`) REFERENCES `data_sources`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `company_list_sources_source` ON `company_list_sources` (`data_source_id`);