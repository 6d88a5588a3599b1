// One `goproof gtp` engine driven by Sabaki's @sabaki/gtp Controller, with a
// transcript of every command and answer for failure messages; and a whole
// game of that engine against a seeded random player.
import {goproofBin, npmPackage} from './goproof.mjs'

const {Controller} = await npmPackage('@sabaki/gtp')

export class GtpSession {
  // Starts `goproof gtp --rules RULES --size WxH --threads 1 --tt-mb 64`, plus
  // ARGS; SIGNAL (a test's t.signal) kills the engine when the test times out.
  constructor(rules, size, {args = [], signal} = {}) {
    this.args = ['gtp', '--rules', rules, '--size', size, '--threads', '1', '--tt-mb', '64', ...args]
    this.transcript = [`$ ${goproofBin} ${this.args.join(' ')}`]
    this.controller = new Controller(goproofBin, this.args)
    this.controller.on('stderr', ({content}) => this.transcript.push(`stderr: ${content}`))
    this.controller.start()
    signal?.addEventListener('abort', () => this.controller.kill())
  }

  // Sends a command; resolves to its answer, or to {error: text} when the engine answers '?'.
  async sendRaw(command) {
    const [name, ...args] = command.trim().split(/\s+/)
    this.transcript.push(`> ${command}`)
    let response
    try {
      response = await this.controller.sendCommand({name, args})
    } catch (err) {
      this.transcript.push(`(no answer: ${err.message})`)
      throw this.failure(`no answer to '${command}': ${err.message}`)
    }
    this.transcript.push(`${response.error ? '?' : '='} ${response.content}`)
    return response.error ? {error: response.content} : {answer: response.content}
  }

  // Sends a command that must succeed; resolves to its answer.
  async send(command) {
    const {answer, error} = await this.sendRaw(command)
    if (error !== undefined) throw this.failure(`'${command}' failed: ? ${error}`)
    return answer
  }

  // An Error that says MESSAGE, then the last commands and answers.
  failure(message, lines = 60) {
    const shown = this.transcript.slice(-lines)
    const cut = this.transcript.length > lines ? `(${this.transcript.length - lines} earlier lines left out)\n` : ''
    return new Error(`${message}\nGTP transcript (${this.args.join(' ')}):\n${cut}${shown.join('\n')}`)
  }

  async stop() {
    await this.controller.stop(2000)
  }
}

// A small seeded generator (mulberry32): the same seed, the same game.
export function seededRandom(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

// Plays one game from the current position: ENGINE ('black' or 'white') moves
// with genmove, the other side picks a seeded random move from
// gogui-rules_legal_moves. Every move must be in the legal list of its
// position (so the engine never resigns: docs/gtp.md). Resolves to {result,
// moves}: result is black, white or draw, moves the game's record.
export async function playGame(session, {engine, seed, maxMoves = 200}) {
  const random = seededRandom(seed)
  const moves = []
  for (;;) {
    const result = await session.send('gogui-rules_final_result')
    if (result !== 'unknown') {
      if (!['black', 'white', 'draw'].includes(result)) throw session.failure(`gogui-rules_final_result answered '${result}'`)
      return {result, moves}
    }
    if (moves.length >= maxMoves) {
      throw session.failure(`no result after ${maxMoves} moves (seed ${seed}): ${moves.join(' ')}`)
    }
    const side = await session.send('gogui-rules_side_to_move')
    if (side !== 'black' && side !== 'white') throw session.failure(`gogui-rules_side_to_move answered '${side}'`)
    const legal = (await session.send('gogui-rules_legal_moves')).split(/\s+/).filter(Boolean)
    if (legal.length === 0) throw session.failure('the game is not over (final_result unknown), but there is no legal move')
    let move
    if (side === engine) {
      move = await session.send(`genmove ${side}`)
      const known = legal.map(m => m.toUpperCase())
      if (!known.includes(move.toUpperCase())) {
        throw session.failure(`genmove ${side} played ${move}, which is not among the legal moves (seed ${seed}): ${legal.join(' ')}`)
      }
    } else {
      move = legal[Math.floor(random() * legal.length)]
      await session.send(`play ${side} ${move}`)
    }
    moves.push(`${side[0].toUpperCase()} ${move}`)
  }
}
