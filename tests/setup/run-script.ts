import { spawn } from 'node:child_process'

export interface ScriptRun {
  status: number | null
  stdout: string
  stderr: string
}

/** Runs an ES module's source in a fresh Node process (TypeScript imports allowed), for tests of what several processes do at once. */
export function runModuleScript(source: string, env: NodeJS.ProcessEnv): Promise<ScriptRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', source], { env })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
    child.on('close', (status) => resolve({ status, stdout, stderr }))
  })
}
