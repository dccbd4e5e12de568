import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  // Lets a test run build into its own folder, so parallel runs never delete each other's build.
  buildDirectory: process.env.PREPSHARP_BUILD_DIR ?? 'build',
} satisfies Config
