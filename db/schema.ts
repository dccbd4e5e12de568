import { sql } from 'drizzle-orm'
import {
  check,
  foreignKey,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core'
import { CARD_STATES } from '~/domain/review-rating'
import { INTERVIEW_ROUNDS } from '~/domain/community-reports'
import { TIMEFRAMES } from '~/domain/timeframes'

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date())

// ---------------------------------------------------------------------------
// Accounts and sign-in
// ---------------------------------------------------------------------------

export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  picture: text('picture'),
  leetcodeUsername: text('leetcode_username'),
  institution: text('institution'),
  /** IANA zone whose calendar days count for revision: what is due today, streaks, the heatmap. */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** Interview mode: difficulty, acceptance, frequency and topics are hidden, as in a real interview. */
  interviewMode: integer('interview_mode', { mode: 'boolean' }).notNull().default(false),
  createdAt: createdAt(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date()),
})

export const passwords = sqliteTable('passwords', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hash: text('hash').notNull(),
})

export const connections = sqliteTable(
  'connections',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['google', 'github'] }).notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('connections_provider_account').on(t.provider, t.providerAccountId),
    index('connections_user').on(t.userId),
  ],
)

export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  // By expiry too: expired sessions are swept at every sign-in (docs/product.md#accounts).
  (t) => [index('sessions_user').on(t.userId), index('sessions_expires').on(t.expiresAt)],
)

export const passwordResets = sqliteTable(
  'password_resets',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user').on(t.userId)],
)

/** One row per attempt; the limiter counts the rows of a key inside its window, so limits survive restarts. */
export const rateLimitHits = sqliteTable(
  'rate_limit_hits',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    key: text('key').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [index('rate_limit_hits_key_at').on(t.key, t.at)],
)

// ---------------------------------------------------------------------------
// Interview data
// ---------------------------------------------------------------------------

export const companies = sqliteTable('companies', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  website: text('website'),
  totalProblems: integer('total_problems').notNull().default(0),
  /** When this company's lists were last replaced by an import (the data's "as of" date). */
  dataAsOf: integer('data_as_of', { mode: 'timestamp_ms' }),
  isDemo: integer('is_demo', { mode: 'boolean' }).notNull().default(false),
})

export const problems = sqliteTable(
  'problems',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    titleSlug: text('title_slug').notNull().unique(),
    frontendId: integer('frontend_id'),
    questionId: text('question_id'),
    title: text('title').notNull(),
    /** 1 easy, 2 medium, 3 hard. */
    difficulty: integer('difficulty').notNull(),
    isPaidOnly: integer('is_paid_only', { mode: 'boolean' }).notNull().default(false),
    likes: integer('likes'),
    dislikes: integer('dislikes'),
    acceptedSubmissions: integer('accepted_submissions'),
    totalSubmissions: integer('total_submissions'),
    /** Acceptance rate as a percentage, 0–100. */
    acRate: real('ac_rate'),
    contestRating: real('contest_rating'),
    metadataUpdatedAt: integer('metadata_updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [uniqueIndex('problems_frontend_id').on(t.frontendId)],
)

export const problemTopics = sqliteTable(
  'problem_topics',
  {
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
  },
  (t) => [primaryKey({ columns: [t.problemId, t.topic] }), index('problem_topics_topic').on(t.topic)],
)

export const similarQuestions = sqliteTable(
  'similar_questions',
  {
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    similarSlug: text('similar_slug').notNull(),
    similarTitle: text('similar_title').notNull(),
    difficulty: integer('difficulty'),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.problemId, t.similarSlug] })],
)

export const companyQuestions = sqliteTable(
  'company_questions',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    timeframe: text('timeframe', { enum: TIMEFRAMES }).notNull(),
    /** Frequency on a 0–100 scale, whatever scale the source used. */
    frequency: real('frequency').notNull(),
    /**
     * An 'all' row the source's own All list left out (it caps each file), added because the problem is in
     * one of the company's shorter timeframes. Always false for other timeframes.
     */
    fromShorterTimeframe: integer('from_shorter_timeframe', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.timeframe, t.problemId] }),
    index('company_questions_problem').on(t.problemId),
  ],
)

export const dailyChallenges = sqliteTable(
  'daily_challenges',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    type: text('type', { enum: ['DAILY', 'WEEKLY'] })
      .notNull()
      .default('DAILY'),
    /** YYYY-MM-DD as LeetCode counts days (UTC); null when announced without a date. */
    date: text('date'),
    title: text('title').notNull(),
    titleSlug: text('title_slug').notNull(),
    questionId: integer('question_id'),
    difficulty: integer('difficulty').notNull(),
  },
  (t) => [uniqueIndex('daily_challenges_type_date').on(t.type, t.date)],
)

/** Key–value facts about the data itself, such as when each source was last imported. */
export const dataMeta = sqliteTable('data_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})

// ---------------------------------------------------------------------------
// What users keep
// ---------------------------------------------------------------------------

export const favorites = sqliteTable(
  'favorites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
)

export const PROGRESS_STATUSES = ['solved', 'revisit'] as const

export const progress = sqliteTable(
  'progress',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PROGRESS_STATUSES }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [primaryKey({ columns: [t.userId, t.problemId] })],
)

/**
 * FSRS's memory state of a problem for a user (see app/domain/revision-schedule.ts), kept beside
 * `progress`: every marked problem has one, written in the same transaction as its mark.
 */
export const revisionCards = sqliteTable(
  'revision_cards',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    due: integer('due', { mode: 'timestamp_ms' }).notNull(),
    stability: real('stability').notNull(),
    difficulty: real('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    state: text('state', { enum: CARD_STATES }).notNull(),
    lastReview: integer('last_review', { mode: 'timestamp_ms' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.problemId] }),
    index('revision_cards_user_due').on(t.userId, t.due),
  ],
)

/**
 * Every review, so a schedule can be recomputed and a user's FSRS parameters fitted later. A problem's
 * first review is its solve. The submission key is unique per user: a form posted twice stores one review.
 */
export const revisionReviews = sqliteTable(
  'revision_reviews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id').notNull(),
    problemId: integer('problem_id').notNull(),
    submissionKey: text('submission_key').notNull(),
    /** 1 Again, 2 Hard, 3 Good, 4 Easy. */
    rating: integer('rating').notNull(),
    reviewedAt: integer('reviewed_at', { mode: 'timestamp_ms' }).notNull(),
    /** Where the review came from: a rating given here, a mark without one, the LeetCode sync, or the marks kept before revision existed. */
    source: text('source', { enum: ['rating', 'mark', 'leetcode', 'migration'] }).notNull(),
    stateBefore: text('state_before', { enum: CARD_STATES }).notNull(),
    stabilityBefore: real('stability_before').notNull(),
    difficultyBefore: real('difficulty_before').notNull(),
    /** Days since the review before, as FSRS counted them. */
    elapsedDays: integer('elapsed_days').notNull(),
    stabilityAfter: real('stability_after').notNull(),
    difficultyAfter: real('difficulty_after').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    dueAfter: integer('due_after', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    // Reviews belong to their card. Clearing a mark retires the card and keeps them (revision-cards.server.ts).
    foreignKey({
      columns: [t.userId, t.problemId],
      foreignColumns: [revisionCards.userId, revisionCards.problemId],
    }).onDelete('cascade'),
    uniqueIndex('revision_reviews_user_submission').on(t.userId, t.submissionKey),
    index('revision_reviews_user_reviewed').on(t.userId, t.reviewedAt),
    index('revision_reviews_card').on(t.userId, t.problemId, t.reviewedAt),
    check('revision_reviews_rating', sql`${t.rating} between 1 and 4`),
  ],
)

export const subscribers = sqliteTable('subscribers', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  isSubscribed: integer('is_subscribed', { mode: 'boolean' }).notNull().default(true),
  createdAt: createdAt(),
})

export const featureRequests = sqliteTable(
  'feature_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull().default(''),
    description: text('description').notNull(),
    email: text('email'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Taken down by an admin: no longer listed anywhere public. */
    hiddenAt: integer('hidden_at', { mode: 'timestamp_ms' }),
    /** Merged by an admin into another request, which then counts this one's votes. */
    mergedIntoId: integer('merged_into_id'),
  },
  (t) => [index('feature_requests_created').on(t.createdAt)],
)

export const featureRequestVotes = sqliteTable(
  'feature_request_votes',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => featureRequests.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.userId] })],
)

// ---------------------------------------------------------------------------
// System-design notes
// ---------------------------------------------------------------------------

export const chapters = sqliteTable('chapters', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  position: integer('position').notNull(),
})

export const sections = sqliteTable(
  'sections',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    heading: text('heading').notNull(),
    /** Sanitised when stored. */
    html: text('html').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('sections_chapter_slug').on(t.chapterId, t.slug)],
)

export const chapterReads = sqliteTable(
  'chapter_reads',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    readAt: integer('read_at', { mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [primaryKey({ columns: [t.userId, t.chapterId] })],
)

// ---------------------------------------------------------------------------
// Study buddies and the code analyzer
// ---------------------------------------------------------------------------

export const buddyProfiles = sqliteTable('buddy_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  leetcodeUsername: text('leetcode_username'),
  timeZone: text('time_zone').notNull(),
  languages: text('languages', { mode: 'json' }).$type<string[]>().notNull(),
  targetCompanies: text('target_companies', { mode: 'json' }).$type<string[]>().notNull(),
  /** 1 Novice … 5 Expert. */
  level: integer('level').notNull(),
  weeklyHours: integer('weekly_hours').notNull(),
  interviewDate: text('interview_date'),
  intro: text('intro').notNull().default(''),
  isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
  createdAt: createdAt(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date()),
})

export const buddyRequests = sqliteTable(
  'buddy_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    fromUserId: text('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: text('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    respondedAt: integer('responded_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('buddy_requests_pair').on(t.fromUserId, t.toUserId),
    index('buddy_requests_to').on(t.toUserId),
  ],
)

export const analyses = sqliteTable(
  'analyses',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    problemSlug: text('problem_slug'),
    code: text('code').notNull(),
    report: text('report', { mode: 'json' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('analyses_user_created').on(t.userId, t.createdAt)],
)

// ---------------------------------------------------------------------------
// Private notes on problems
// ---------------------------------------------------------------------------

/**
 * A user's own Markdown note on a problem (docs/product.md#problem-notes), stored as written and
 * sanitised when it is drawn. Not the system-design notes (`chapters`, `sections`).
 */
export const problemNotes = sqliteTable(
  'problem_notes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.problemId] }),
    index('problem_notes_user_updated').on(t.userId, t.updatedAt),
  ],
)

/**
 * Review reminders, one row per user who has touched them: the opt-in daily email of what is due, and the
 * private calendar feed. The feed's token is the secret part of its address; it is kept (not hashed) so the
 * profile can show the address again, and rotating it replaces it, after which the old address is a 404.
 */
export const reviewReminders = sqliteTable('review_reminders', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dailyDigest: integer('daily_digest', { mode: 'boolean' }).notNull().default(false),
  /** The user's local calendar day (YYYY-MM-DD) of the last digest sent, so a day never gets two. */
  digestSentDay: text('digest_sent_day'),
  calendarToken: text('calendar_token').unique(),
  calendarTokenCreatedAt: integer('calendar_token_created_at', { mode: 'timestamp_ms' }),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date()),
})

// ---------------------------------------------------------------------------
// Lists and interview plans
// ---------------------------------------------------------------------------

export const LIST_VISIBILITIES = ['private', 'public', 'curated'] as const

/**
 * A list of problems: curated (imported, no owner, addressed by its slug) or a user's own (private or
 * public, addressed by its random id, so a list's address says nothing about how many lists exist).
 */
export const problemLists = sqliteTable(
  'problem_lists',
  {
    id: text('id').primaryKey(),
    /** Curated lists only: the readable address (/lists/blind-75). */
    slug: text('slug').unique(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    visibility: text('visibility', { enum: LIST_VISIBILITIES }).notNull(),
    /** Curated lists: the data set the list came from. */
    sourceName: text('source_name'),
    copiedFromId: text('copied_from_id'),
    /** Raised by every change, so an edit posted from a stale page is detected rather than applied. */
    version: integer('version').notNull().default(1),
    /** A public list an admin hid from everyone but its owner (docs/product.md#admin). */
    hiddenAt: integer('hidden_at', { mode: 'timestamp_ms' }),
    /** The admin who hid it, kept as a record even once their account is gone: no foreign key. */
    hiddenBy: text('hidden_by'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [index('problem_lists_owner').on(t.ownerId, t.updatedAt)],
)

export const problemListItems = sqliteTable(
  'problem_list_items',
  {
    listId: text('list_id')
      .notNull()
      .references(() => problemLists.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    addedAt: integer('added_at', { mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.problemId] }),
    index('problem_list_items_position').on(t.listId, t.position),
  ],
)

/** "An interview at {company} on {date}, {hours} a week": its problems are the plan's own list. */
export const interviewPlans = sqliteTable(
  'interview_plans',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The user's local calendar day, YYYY-MM-DD. */
    interviewDate: text('interview_date').notNull(),
    hoursPerWeek: integer('hours_per_week').notNull(),
    listId: text('list_id')
      .notNull()
      .references(() => problemLists.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [uniqueIndex('interview_plans_user_company').on(t.userId, t.companyId)],
)

// ---------------------------------------------------------------------------
// Community reports, moderation and the data's sources
// ---------------------------------------------------------------------------

export { INTERVIEW_ROUNDS }

/** "Asked {problem} at {company}, {month}, {round}": one per user, problem, company and month. */
export const communityReports = sqliteTable(
  'community_reports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** YYYY-MM. */
    month: text('month').notNull(),
    round: text('round', { enum: INTERVIEW_ROUNDS }).notNull(),
    createdAt: createdAt(),
    /** Hidden by an admin: counted nowhere. */
    hiddenAt: integer('hidden_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('community_reports_one_per_month').on(t.userId, t.problemId, t.companyId, t.month),
    index('community_reports_company').on(t.companyId, t.month),
    index('community_reports_problem').on(t.problemId),
  ],
)

/** Reporters an admin blocked: their reports are refused and no longer counted. */
export const blockedReporters = sqliteTable('blocked_reporters', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  blockedAt: integer('blocked_at', { mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date()),
  reason: text('reason'),
})

/**
 * One row per content of a source, newest last: what /data shows about where every number comes from. An
 * import of content already recorded only moves its row's checked_at.
 */
export const dataSources = sqliteTable(
  'data_sources',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    format: text('format').notNull(),
    /** The date the data describes, when the source says. */
    asOf: integer('as_of', { mode: 'timestamp_ms' }),
    importedAt: integer('imported_at', { mode: 'timestamp_ms' }).notNull(),
    /** The last import that found this content unchanged; null until one does. */
    checkedAt: integer('checked_at', { mode: 'timestamp_ms' }),
    /** SHA-256 of the source's files and facts; null for rows recorded before it was kept. */
    contentHash: text('content_hash'),
    rows: integer('rows').notNull(),
    companies: integer('companies').notNull(),
    problems: integer('problems').notNull(),
    licence: text('licence'),
  },
  (t) => [index('data_sources_imported').on(t.importedAt)],
)

/**
 * The import each of a company's lists last came from, so a sheet can say how old the list on screen is
 * (docs/product.md#company-sheet): a company's timeframes may come from different imports.
 */
export const companyListSources = sqliteTable(
  'company_list_sources',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    timeframe: text('timeframe', { enum: TIMEFRAMES }).notNull(),
    dataSourceId: integer('data_source_id')
      .notNull()
      .references(() => dataSources.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.timeframe] }),
    index('company_list_sources_source').on(t.dataSourceId),
  ],
)

// ---------------------------------------------------------------------------
// What the caches are checked against
// ---------------------------------------------------------------------------

/**
 * A version per scope of cached data ('catalogue', 'user:{id}', 'list:{id}'), raised by triggers on the
 * tables each scope reads (drizzle/0007_cache_versions.sql), so a cache in any process knows which of its
 * values a write made stale (app/server/cache-versions.server.ts, docs/decisions/0040-cache-versions-by-scope.md).
 */
export const cacheVersions = sqliteTable('cache_versions', {
  scope: text('scope').primaryKey(),
  version: integer('version').notNull(),
})
