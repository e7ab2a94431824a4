// A caption (actionCaption.ts) in words, in the app's language: "Orc Team: #4 Blitzer blitzes #7 Lineman —
// Defender Down, #7 Lineman knocked down, armour holds". Dice faces and roll names come from the dice log's own
// messages (panels.face.*, panels.purpose.*), so the caption and the log say the same thing. Pure: the caller
// passes vue-i18n's functions.
import { keyOf, purposeName, type Translate } from '../panels/diceLogFormat'
import type { ActionCaption, Outcome } from './actionCaption'

/** 'brilliant-coaching' → 'Brilliant coaching' (words the messages do not know). */
const humanize = (word: string): string => {
  const s = word.replace(/[-_]+/g, ' ').trim()
  return s.charAt(0).toUpperCase() + s.slice(1)
}

function known(tr: Translate, key: string, fallback: string): string {
  return tr.te(key) ? tr.t(key) : fallback
}

/** What the acting player does himself needs no name again ("skates — takes the puck"). */
const OWN_DOINGS = new Set(['pickup', 'catch', 'control'])

/**
 * One outcome in words. The caption already names the target ("blitzes #7 Lineman — knocked down") and the actor,
 * so neither is repeated, but for the actor's own fall or hurt, which must say whose it is.
 */
function outcomeText(tr: Translate, o: Outcome, c: ActionCaption): string {
  const named = o.who === c.target || (o.who === c.actor && OWN_DOINGS.has(o.kind))
  const who = o.who === undefined || named ? '' : o.who
  switch (o.kind) {
    case 'face':
      return known(tr, `panels.face.${keyOf(o.face ?? '')}`, humanize(o.face ?? ''))
    case 'failed':
      return tr.t('playback.outcome.failed', { purpose: purposeName(tr, o.purpose ?? ''), who })
    case 'injury':
      return tr
        .t('playback.outcome.injury', {
          who,
          result: known(tr, `playback.result.${keyOf(o.result ?? '')}`, humanize(o.result ?? '')),
        })
        .trim()
    case 'kickoff':
      return known(tr, `playback.kickoff.${keyOf(o.result ?? '')}`, humanize(o.result ?? ''))
    case 'claim':
      return tr.t('playback.outcome.claim', { card: o.card ?? '' })
    default:
      return tr.t(`playback.outcome.${o.kind}`, { who }).trim()
  }
}

/** What the player does: "#4 Blitzer blitzes #7 Lineman", "#2 Catcher moves", "Orc Team sets up". */
function doing(tr: Translate, c: ActionCaption): string {
  const named = { actor: c.actor ?? c.team, target: c.target ?? '', team: c.team }
  const onTarget = `playback.verbOn.${keyOf(c.verb)}`
  if (c.target && tr.te(onTarget)) return tr.t(onTarget, named)
  const plain = `playback.verb.${keyOf(c.verb)}`
  return tr.te(plain) ? tr.t(plain, named) : tr.t('playback.verb.act', named)
}

/** The whole line; the team leads unless the verb already names it (a set-up, a kick). */
export function captionText(tr: Translate, c: ActionCaption): string {
  const what = doing(tr, c)
  const head = c.actor && c.team ? tr.t('playback.line', { team: c.team, what }) : what
  const outcomes = c.outcomes.map((o) => outcomeText(tr, o, c)).filter(Boolean)
  return outcomes.length > 0 ? tr.t('playback.withOutcomes', { head, outcomes: outcomes.join(', ') }) : head
}
