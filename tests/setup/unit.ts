// Unit tests never touch the developer's database: anything that asks for the default connection gets a
// throwaway in-memory one instead.
process.env.DATABASE_PATH ??= ':memory:'
process.env.NODE_ENV ??= 'test'
