// Shared by the Node tests: where goproof and the repository are, running
// goproof, and loading the npm packages with a clear message when they are
// missing. CTest sets GOPROOF_BIN and GOPROOF_SOURCE_DIR; run by hand, the
// defaults are build/goproof and this checkout.
import {spawnSync} from 'node:child_process'
import fs from 'node:fs'
import {createRequire} from 'node:module'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
export const sourceDir = process.env.GOPROOF_SOURCE_DIR || path.resolve(here, '../../..')
export const goproofBin = process.env.GOPROOF_BIN || path.join(sourceDir, 'build', 'goproof')

if (!fs.existsSync(goproofBin)) {
  throw new Error(`goproof is not built: ${goproofBin} does not exist (build it, or set GOPROOF_BIN)`)
}

// An npm package of tests/node, or an error that says how to install it.
export async function npmPackage(name) {
  const require = createRequire(path.join(here, '..', 'package.json'))
  try {
    require.resolve(name)
  } catch {
    throw new Error(`${name} is not installed in tests/node/node_modules: ` +
                    'run scripts/setup.sh --tests (or: npm ci --prefix tests/node)')
  }
  const loaded = await import(require.resolve(name))
  return loaded.default ?? loaded
}

// Runs goproof with ARGS (and INPUT on standard input); returns status, stdout, stderr.
export function goproof(args, {input} = {}) {
  const run = spawnSync(goproofBin, args, {input, encoding: 'utf8', maxBuffer: 256 << 20})
  if (run.error) throw new Error(`cannot run ${goproofBin}: ${run.error.message}`)
  return {status: run.status, signal: run.signal, stdout: run.stdout, stderr: run.stderr}
}

// The same, but a nonzero exit is an error that shows the command and its
// stderr, after LABEL (what the input was) when given.
export function goproofOk(args, {input, label} = {}) {
  const run = goproof(args, {input})
  if (run.status !== 0) {
    throw new Error(`${label ? label + ': ' : ''}goproof ${args.join(' ')} exited ${run.status ?? run.signal}:\n${run.stderr}`)
  }
  return run
}

// The bundled puzzle files, relative to the repository root.
export function bundledPuzzleFiles() {
  return ['puzzles/collection', 'puzzles/generated'].flatMap(dir =>
    fs.readdirSync(path.join(sourceDir, dir))
      .filter(name => name.endsWith('.puzzles'))
      .sort()
      .map(name => `${dir}/${name}`))
}

// The first line where two texts differ, for failure messages.
export function firstDifference(expected, actual) {
  const a = expected.split('\n'), b = actual.split('\n')
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i]) {
      return `line ${i + 1}:\n  expected: ${JSON.stringify(a[i] ?? '(end of text)')}\n` +
             `  actual:   ${JSON.stringify(b[i] ?? '(end of text)')}`
    }
  }
  return 'no difference'
}
