-- Versions of the cached data by scope, raised by triggers on the tables each scope reads, so that no
-- writer can forget to (docs/decisions/0040-cache-versions-by-scope.md). Scopes: 'catalogue' (what is the
-- same for everyone), 'user:{id}' (one user's study data), 'list:{id}' (one list and its problems).
-- A table with no trigger here changes no cached page (sessions, rate limits, mail, requests...).
CREATE TABLE `cache_versions` (
	`scope` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TRIGGER `companies_insert_cache_version` AFTER INSERT ON `companies` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `companies_update_cache_version` AFTER UPDATE ON `companies` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `companies_delete_cache_version` AFTER DELETE ON `companies` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `problems_insert_cache_version` AFTER INSERT ON `problems` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `problems_update_cache_version` AFTER UPDATE ON `problems` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `problems_delete_cache_version` AFTER DELETE ON `problems` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `problem_topics_insert_cache_version` AFTER INSERT ON `problem_topics` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `problem_topics_update_cache_version` AFTER UPDATE ON `problem_topics` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `problem_topics_delete_cache_version` AFTER DELETE ON `problem_topics` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `similar_questions_insert_cache_version` AFTER INSERT ON `similar_questions` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `similar_questions_update_cache_version` AFTER UPDATE ON `similar_questions` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `similar_questions_delete_cache_version` AFTER DELETE ON `similar_questions` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `company_questions_insert_cache_version` AFTER INSERT ON `company_questions` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `company_questions_update_cache_version` AFTER UPDATE ON `company_questions` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `company_questions_delete_cache_version` AFTER DELETE ON `company_questions` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `daily_challenges_insert_cache_version` AFTER INSERT ON `daily_challenges` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `daily_challenges_update_cache_version` AFTER UPDATE ON `daily_challenges` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `daily_challenges_delete_cache_version` AFTER DELETE ON `daily_challenges` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `chapters_insert_cache_version` AFTER INSERT ON `chapters` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `chapters_update_cache_version` AFTER UPDATE ON `chapters` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `chapters_delete_cache_version` AFTER DELETE ON `chapters` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `sections_insert_cache_version` AFTER INSERT ON `sections` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `sections_update_cache_version` AFTER UPDATE ON `sections` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `sections_delete_cache_version` AFTER DELETE ON `sections` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `data_sources_insert_cache_version` AFTER INSERT ON `data_sources` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `data_sources_update_cache_version` AFTER UPDATE ON `data_sources` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `data_sources_delete_cache_version` AFTER DELETE ON `data_sources` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `company_list_sources_insert_cache_version` AFTER INSERT ON `company_list_sources` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `company_list_sources_update_cache_version` AFTER UPDATE ON `company_list_sources` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `company_list_sources_delete_cache_version` AFTER DELETE ON `company_list_sources` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `progress_insert_cache_version` AFTER INSERT ON `progress` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('user:' || NEW.user_id, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `progress_update_cache_version` AFTER UPDATE ON `progress` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('user:' || NEW.user_id, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `progress_delete_cache_version` AFTER DELETE ON `progress` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('user:' || OLD.user_id, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `revision_cards_insert_cache_version` AFTER INSERT ON `revision_cards` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('user:' || NEW.user_id, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `revision_cards_update_cache_version` AFTER UPDATE ON `revision_cards` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('user:' || NEW.user_id, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `revision_cards_delete_cache_version` AFTER DELETE ON `revision_cards` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('user:' || OLD.user_id, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `revision_reviews_insert_cache_version` AFTER INSERT ON `revision_reviews` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('user:' || NEW.user_id, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `revision_reviews_update_cache_version` AFTER UPDATE ON `revision_reviews` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('user:' || NEW.user_id, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `revision_reviews_delete_cache_version` AFTER DELETE ON `revision_reviews` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('user:' || OLD.user_id, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `problem_notes_insert_cache_version` AFTER INSERT ON `problem_notes` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('user:' || NEW.user_id, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `problem_notes_update_cache_version` AFTER UPDATE ON `problem_notes` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('user:' || NEW.user_id, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `problem_notes_delete_cache_version` AFTER DELETE ON `problem_notes` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('user:' || OLD.user_id, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `interview_plans_insert_cache_version` AFTER INSERT ON `interview_plans` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('user:' || NEW.user_id, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `interview_plans_update_cache_version` AFTER UPDATE ON `interview_plans` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('user:' || NEW.user_id, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `interview_plans_delete_cache_version` AFTER DELETE ON `interview_plans` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('user:' || OLD.user_id, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `favorites_insert_cache_version` AFTER INSERT ON `favorites` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('user:' || NEW.user_id, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `favorites_update_cache_version` AFTER UPDATE ON `favorites` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('user:' || NEW.user_id, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `favorites_delete_cache_version` AFTER DELETE ON `favorites` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('user:' || OLD.user_id, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `chapter_reads_insert_cache_version` AFTER INSERT ON `chapter_reads` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('user:' || NEW.user_id, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `chapter_reads_update_cache_version` AFTER UPDATE ON `chapter_reads` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('user:' || NEW.user_id, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `chapter_reads_delete_cache_version` AFTER DELETE ON `chapter_reads` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('user:' || OLD.user_id, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
-- Only the settings that change what a user's pages show: a sign-in or a new name moves no version.
CREATE TRIGGER `users_settings_cache_version` AFTER UPDATE OF `time_zone`, `interview_mode` ON `users` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('user:' || NEW.id, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
-- A list's change is its own and its owner's (a curated list has none: it is catalogue data).
CREATE TRIGGER `problem_lists_insert_cache_version` AFTER INSERT ON `problem_lists` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('list:' || NEW.id, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
  INSERT INTO cache_versions (scope, version) VALUES (CASE WHEN NEW.owner_id IS NULL THEN 'catalogue' ELSE 'user:' || NEW.owner_id END, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `problem_lists_update_cache_version` AFTER UPDATE ON `problem_lists` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('list:' || NEW.id, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
  INSERT INTO cache_versions (scope, version) VALUES (CASE WHEN NEW.owner_id IS NULL THEN 'catalogue' ELSE 'user:' || NEW.owner_id END, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `problem_lists_delete_cache_version` AFTER DELETE ON `problem_lists` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('list:' || OLD.id, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
  INSERT INTO cache_versions (scope, version) VALUES (CASE WHEN OLD.owner_id IS NULL THEN 'catalogue' ELSE 'user:' || OLD.owner_id END, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
-- An item's owner is read from its list; when the list itself is being deleted, its own trigger has it.
CREATE TRIGGER `problem_list_items_insert_cache_version` AFTER INSERT ON `problem_list_items` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('list:' || NEW.list_id, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
  INSERT INTO cache_versions (scope, version)
    SELECT CASE WHEN owner_id IS NULL THEN 'catalogue' ELSE 'user:' || owner_id END, 1
    FROM problem_lists WHERE id = NEW.list_id
    ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `problem_list_items_update_cache_version` AFTER UPDATE ON `problem_list_items` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('list:' || NEW.list_id, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
  INSERT INTO cache_versions (scope, version)
    SELECT CASE WHEN owner_id IS NULL THEN 'catalogue' ELSE 'user:' || owner_id END, 1
    FROM problem_lists WHERE id = NEW.list_id
    ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `problem_list_items_delete_cache_version` AFTER DELETE ON `problem_list_items` BEGIN
  INSERT INTO cache_versions (scope, version) VALUES ('list:' || OLD.list_id, 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;
  INSERT INTO cache_versions (scope, version)
    SELECT CASE WHEN owner_id IS NULL THEN 'catalogue' ELSE 'user:' || owner_id END, 1
    FROM problem_lists WHERE id = OLD.list_id
    ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
