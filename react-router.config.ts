import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  // Lets a test run build into its own folder, so parallel runs never delete each other's build.
  buildDirectory: process.env.PREPSHARP_BUILD_DIR ?? 'build',
  // Route middleware: the signed-in-only layouts refuse a visitor before any loader or action of theirs
  // runs (docs/decisions/0014-signed-in-routes-guarded-by-middleware.md).
  future: { v8_middleware: true },
} satisfies Config
