// goproof's SGF read and written by a real SGF client, Sabaki's @sabaki/sgf.
// Every bundled puzzle file (puzzles/collection, puzzles/generated) goes
// goproof -> SGF -> @sabaki/sgf parse -> @sabaki/sgf stringify -> goproof, and
// goproof must read back the same puzzles and claims it reads from its own SGF
// (and, for the generated sets, the very file it started from). On a few files
// `goproof verify --json` must give the same verdicts before and after, and
// @sabaki/sgf must see each puzzle's SZ, PL, RU, GN, its stones (AB, AW; TB, TW
// in Conquest) and its claims, as SGF moves or in our GPC property
// (docs/sgf-conventions.md, docs/cli.md "goproof convert").
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import {describe, test} from 'node:test'

import {bundledPuzzleFiles, firstDifference, goproof, goproofOk, npmPackage, sourceDir} from './lib/goproof.mjs'

const sgf = await npmPackage('@sabaki/sgf')

const files = bundledPuzzleFiles()
const absolute = file => path.join(sourceDir, file)

// goproof's SGF of a puzzle file.
const toSgf = file => goproofOk(['convert', absolute(file), '--to', 'sgf', '-o', '-']).stdout

// SGF text as Sabaki writes it back after reading it.
const throughSabaki = text => sgf.stringify(sgf.parse(text))

// goproof's native text for SGF text (LABEL says whose), and its summary line's counts.
function toNative(sgfText, label) {
  const run = goproofOk(['convert', '-', '--to', 'native', '-o', '-'], {input: sgfText, label})
  const counts = run.stderr.match(/(\d+) puzzles? with (\d+) claims?/)
  assert.ok(counts, `no summary line from goproof convert:\n${run.stderr}`)
  return {text: run.stdout, stderr: run.stderr, puzzles: +counts[1], claims: +counts[2]}
}

describe('goproof SGF -> @sabaki/sgf -> goproof gives the same puzzles', () => {
  for (const file of files) {
    test(file, () => {
      const ours = toSgf(file)
      const direct = toNative(ours, `${file} as goproof's SGF`)
      const sabakiText = throughSabaki(ours)
      const back = toNative(sabakiText, `${file} as Sabaki's SGF`)
      assert.ok(direct.puzzles > 0, `${file}: no puzzles in goproof's SGF`)
      assert.equal(back.stderr, direct.stderr,
                   `${file}: goproof reads Sabaki's SGF differently (notices or counts):\n` +
                   `from goproof's SGF: ${direct.stderr}from Sabaki's SGF:  ${back.stderr}`)
      assert.ok(back.text === direct.text,
                `${file}: the native text from Sabaki's SGF differs from the one from goproof's SGF, ` +
                firstDifference(direct.text, back.text))
      if (file.startsWith('puzzles/generated/')) {
        const original = fs.readFileSync(absolute(file), 'utf8')
        assert.ok(back.text === original,
                  `${file}: after the round trip through Sabaki the file is not the same, ` +
                  firstDifference(original, back.text))
      }
    })
  }
})

// The verdicts of `goproof verify --json`, puzzle by puzzle (claims sorted: SGF
// writes some claims as moves, and they come back in another order).
function verdicts(file, input) {
  const run = goproof(['verify', '--json', '--threads', '1', file], {input})
  assert.ok(run.stdout, `goproof verify --json ${file} printed nothing (exit ${run.status}):\n${run.stderr}`)
  const report = JSON.parse(run.stdout)
  return {
    exit_code: report.exit_code,
    puzzles: report.files.flatMap(f => f.puzzles.map(p => ({
      title: p.title, rules: p.rules, size: p.size, to_move: p.to_move,
      claims: p.claims.map(c => `${c.claim}: ${c.verdict}`).sort(),
    }))),
  }
}

describe('goproof verify --json: the same verdicts after the round trip through Sabaki', () => {
  const subset = ['puzzles/collection/capture-go.puzzles', 'puzzles/collection/go.puzzles',
                  'puzzles/collection/conquest.puzzles', 'puzzles/generated/capture-1-3x3-tutorial.puzzles',
                  'puzzles/generated/quench-2-4x4-best-move.puzzles']
  for (const file of subset) {
    test(file, () => {
      const before = verdicts(absolute(file))
      const after = verdicts('-', throughSabaki(toSgf(file)))
      assert.equal(after.puzzles.length, before.puzzles.length, `${file}: number of puzzles`)
      before.puzzles.forEach((want, i) =>
        assert.deepEqual(after.puzzles[i], want, `${file}: puzzle ${i + 1} (${want.title}) differs after the round trip`))
      assert.equal(after.exit_code, before.exit_code, `${file}: verify's exit code`)
    })
  }
})

// --- What @sabaki/sgf sees in our SGF, against the native file.

// The puzzles of a generated file (every field is written in each puzzle).
function nativePuzzles(text) {
  const puzzles = []
  let board = false
  for (const line of text.split('\n')) {
    const field = line.match(/^([a-z-]+):\s*(.*)$/)
    if (field && field[1] === 'puzzle') {
      puzzles.push({title: field[2], rows: [], claims: [], 'to-move': 'B'})
      board = false
    } else if (!puzzles.length || line.trim() === '' || line.startsWith('#')) {
      board = false
    } else if (field) {
      puzzles.at(-1)[field[1]] = field[2]
      board = field[1] === 'board'
    } else if (board && /^\s*[A-HJ-T](\s+[A-HJ-T])*\s*$/.test(line)) {
      // column letters above or below the rows
    } else if (board && /^\s*(\d+)\s+(.*?)\s+\1\s*$/.test(line)) {
      puzzles.at(-1).rows.push(line.match(/^\s*(\d+)\s+(.*?)\s+\1\s*$/)[2].split(/\s+/))
    } else {
      board = false
      puzzles.at(-1).claims.push(line.trim())
    }
  }
  return puzzles
}

const gtpColumns = 'abcdefghjklmnopqrst'

// A GTP point (c2) as an SGF point (cb on a 3-row board); null for anything else.
function sgfPoint(move, height) {
  const m = move.match(/^([a-hj-t])(\d+)$/i)
  if (!m) return null
  return String.fromCharCode(97 + gtpColumns.indexOf(m[1].toLowerCase()), 97 + height - +m[2])
}

// The points of an SGF point-list property (compressed rectangles expanded), as 'ab' strings.
const pointSet = values => new Set((values ?? []).flatMap(v =>
  sgf.parseCompressedVertices(v).map(([x, y]) => String.fromCharCode(97 + x, 97 + y))))

const moveOf = node => node.data.B?.[0] ?? node.data.W?.[0]

describe('@sabaki/sgf sees our properties', () => {
  const sample = ['puzzles/generated/capture-1-3x3-tutorial.puzzles', 'puzzles/generated/go-4x4-best-move.puzzles',
                  'puzzles/generated/quench-2-4x4-best-move.puzzles', 'puzzles/generated/conquest-4x4-best-move.puzzles',
                  'puzzles/generated/gonnect-5x5-connect.puzzles']
  for (const file of sample) {
    test(file, () => {
      const native = nativePuzzles(fs.readFileSync(absolute(file), 'utf8'))
      const trees = sgf.parse(toSgf(file))
      assert.equal(trees.length, native.length, `${file}: game trees in the SGF vs puzzles in the file`)
      native.forEach((puzzle, i) => {
        const root = trees[i]
        const where = `${file}: puzzle ${i + 1} (${puzzle.title})`
        const [width, height] = puzzle.size.split('x').map(Number)
        assert.deepEqual(root.data.SZ, [width === height ? `${width}` : `${width}:${height}`], `${where}: SZ`)
        assert.deepEqual(root.data.PL, [puzzle['to-move'][0].toUpperCase()], `${where}: PL`)
        assert.deepEqual(root.data.RU, [puzzle.rules], `${where}: RU`)
        assert.deepEqual(root.data.GN, [puzzle.title], `${where}: GN`)

        const points = {X: new Set(), O: new Set(), b: new Set(), w: new Set()}
        puzzle.rows.forEach((row, y) => row.forEach((c, x) => points[c]?.add(String.fromCharCode(97 + x, 97 + y))))
        for (const [property, c] of [['AB', 'X'], ['AW', 'O'], ['TB', 'b'], ['TW', 'w']]) {
          assert.deepEqual([...pointSet(root.data[property])].sort(), [...points[c]].sort(), `${where}: ${property}`)
        }

        // Each claim is in GPC or said with SGF moves: `win M` a variation M
        // with C[RIGHT], `no-win M` a variation M with BM, `line M1 M2 ...` a path.
        const gpc = root.data.GPC ?? []
        for (const claim of gpc) assert.ok(puzzle.claims.includes(claim), `${where}: GPC[${claim}] is not a claim of the puzzle`)
        for (const claim of puzzle.claims.filter(c => !gpc.includes(c))) {
          const [kind, ...moves] = claim.split(/\s+/)
          const points = moves.map(m => sgfPoint(m, height))
          assert.ok(['win', 'no-win', 'line'].includes(kind) && moves.length && !points.includes(null),
                    `${where}: claim '${claim}' is neither in GPC nor an SGF move`)
          let node = root
          for (const p of points) {
            node = node.children.find(child => moveOf(child) === p)
            assert.ok(node, `${where}: claim '${claim}': no SGF variation for it`)
          }
          if (kind === 'win') assert.match(node.data.C?.[0] ?? '', /RIGHT/, `${where}: '${claim}': the variation has no C[RIGHT]`)
          if (kind === 'no-win') assert.ok(node.data.BM, `${where}: '${claim}': the variation has no BM`)
        }
      })
    })
  }
})
