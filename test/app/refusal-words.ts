// A refusal as an English reader sees it, for tests that match its words.
import { type Message, render } from '../../src/i18n';

/** The refusal in English words ('' when the outcome was accepted, which then fails the match). */
export const said = (outcome: { ok: boolean | 'ask'; message?: Message }) =>
  outcome.ok || !outcome.message ? '' : render('en', outcome.message);
