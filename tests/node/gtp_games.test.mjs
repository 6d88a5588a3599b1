// `goproof gtp` driven by a real GTP client, Sabaki's @sabaki/gtp Controller:
// whole games of every game goproof knows, the engine (genmove) against a
// seeded random player that picks from gogui-rules_legal_moves, the engine
// Black in one game and White in another. Every move must be legal, every game
// must end (final_result black, white or draw) within 200 moves, final_score
// must agree with the result, and a finished game answers genmove with an
// error and has no legal moves. On 4x4 Capture-1, a proven second-player win,
// the engine as White never loses to random Black in 20 seeded games. Also:
// the pie rule's swap (gonnect+pie) and goproof-rules.
import assert from 'node:assert/strict'
import {describe, test} from 'node:test'

import {GtpSession, playGame} from './lib/gtp_session.mjs'

// [rules, size, komi or null]: each played twice, the engine Black and then White.
const games = [
  ['capture-1', '4x4', null],
  ['capture-1', '5x5', null],
  ['capture-2', '4x4', null],
  ['gonnect', '4x4', null],
  ['go', '3x3', 0],
  ['go', '4x4', null],
  ['quench-1', '3x3', null],
  ['quench-2', '4x4', null],
  ['quench-3', '3x3', null],
  ['quench-4', '4x4', null],
  ['conversion', '4x4', null],
  ['conquest', '4x4', null],
]
// Each genmove searches at most a second (the engine's default is 10), to keep
// the suite short; a move found in time is a move, not always the best one.
const engineArgs = ['--time-limit', '1']
const scored = new Set(['go', 'quench-1', 'quench-2', 'quench-3', 'quench-4', 'conversion', 'conquest'])
const timeout = 120_000

// After a game: its result agrees with final_score, the board has the right
// shape, no move is legal and genmove is refused.
async function checkFinished(session, rules, size, result) {
  const [width, height] = size.split('x').map(Number)
  if (scored.has(rules)) {
    const score = await session.send('final_score')
    const expected = {black: /^B\+\d+(\.\d+)?$/, white: /^W\+\d+(\.\d+)?$/, draw: /^0$/}[result]
    if (!expected.test(score)) throw session.failure(`final_result is ${result}, but final_score is '${score}'`)
  }
  const rows = (await session.send('gogui-rules_board')).split('\n').map(row => row.replace(/\s+/g, ''))
  if (rows.length !== height || rows.some(row => row.length !== width)) {
    throw session.failure(`gogui-rules_board is not ${height} rows of ${width} points`)
  }
  const captured = await session.send('gogui-rules_captured_count')
  if (!/^\d+\s+\d+$/.test(captured)) throw session.failure(`gogui-rules_captured_count is not two integers: '${captured}'`)
  const legal = await session.send('gogui-rules_legal_moves')
  if (legal.trim() !== '') throw session.failure(`the game is over, but gogui-rules_legal_moves answers '${legal}'`)
  const side = await session.send('gogui-rules_side_to_move')
  const {error} = await session.sendRaw(`genmove ${side}`)
  if (error === undefined) throw session.failure('genmove on a finished game did not answer an error')
}

describe('goproof gtp plays whole games with Sabaki\'s GTP controller', () => {
  const plays = games.flatMap(([rules, size, komi], i) =>
    ['black', 'white'].map((engine, j) => [rules, size, komi, engine, 2 * i + j + 1]))
  for (const [rules, size, komi, engine, seed] of plays) {
    test(`${rules} ${size}: engine ${engine} against random (seed ${seed})`, {timeout}, async t => {
      const session = new GtpSession(rules, size, {args: engineArgs, signal: t.signal})
      try {
        // Conquest is played only if the engine takes it (it may refuse the rules, or exit).
        const version = await session.sendRaw('protocol_version').catch(err => ({failed: err}))
        if (rules === 'conquest' && version.answer === undefined) {
          t.skip(`the engine does not take conquest: ${session.transcript.slice(1).join(' | ')}`)
          return
        }
        if (version.failed) throw version.failed
        assert.equal(version.answer, '2', 'protocol_version')
        if (komi !== null) await session.send(`komi ${komi}`)
        const {result, moves} = await playGame(session, {engine, seed})
        t.diagnostic(`${result} after ${moves.length} moves: ${moves.join(', ')}`)
        await checkFinished(session, rules, size, result)
      } finally {
        await session.stop()
      }
    })
  }

  test('capture-1 4x4: the engine as White never loses to random Black (20 seeded games)', {timeout}, async t => {
    // The engine's own time limit: it solves these positions at once, and a
    // busy machine must not turn a proof into a guess.
    const session = new GtpSession('capture-1', '4x4', {signal: t.signal})
    try {
      const tally = {black: 0, white: 0, draw: 0}
      for (let seed = 100; seed < 120; seed++) {
        await session.send('clear_board')
        const {result, moves} = await playGame(session, {engine: 'white', seed})
        tally[result]++
        if (result === 'black') {
          throw session.failure(`White (the engine) lost game ${seed - 99} (seed ${seed}): ${moves.join(', ')}`)
        }
      }
      t.diagnostic(`White won ${tally.white}, draws ${tally.draw}`)
    } finally {
      await session.stop()
    }
  })

  test('gonnect+pie 4x4: White swaps, then the game goes on to its end', {timeout}, async t => {
    const session = new GtpSession('gonnect+pie', '4x4', {args: engineArgs, signal: t.signal})
    try {
      const first = await session.send('genmove black')
      const legal = (await session.send('gogui-rules_legal_moves')).toUpperCase().split(/\s+/)
      if (!legal.includes('SWAP')) throw session.failure('after Black\'s first move under gonnect+pie, swap is not a legal move')
      await session.send('play white swap')
      const rows = (await session.send('gogui-rules_board')).replace(/[^XO]/g, '')
      if (rows !== 'O') throw session.failure(`after the swap the board should hold one white stone (Black's ${first})`)
      if ((await session.send('gogui-rules_side_to_move')) !== 'black') throw session.failure('Black is not to move after the swap')
      const {result, moves} = await playGame(session, {engine: 'black', seed: 99})
      t.diagnostic(`${result} after B ${first}, W swap, ${moves.join(', ')}`)
      await checkFinished(session, 'gonnect', '4x4', result)
    } finally {
      await session.stop()
    }
  })

  test('goproof-rules changes the rules and clears the board', {timeout}, async t => {
    const session = new GtpSession('capture-1', '4x4', {args: engineArgs, signal: t.signal})
    try {
      await session.send('play black B2')
      await session.send('goproof-rules go')
      const rows = (await session.send('gogui-rules_board')).split('\n').map(row => row.replace(/\s+/g, ''))
      if (rows.join('') !== '.'.repeat(16)) throw session.failure('goproof-rules go did not clear the board')
      if ((await session.send('gogui-rules_side_to_move')) !== 'black') throw session.failure('Black is not to move after goproof-rules')
      const legal = (await session.send('gogui-rules_legal_moves')).toUpperCase().split(/\s+/)
      if (!legal.includes('PASS')) throw session.failure('under goproof-rules go a pass is not among the legal moves')
    } finally {
      await session.stop()
    }
  })
})
