// Every question of every module, as players read it in every language: each answer names the figure it
// moves by that figure's own word (every figure kind the game offered, and every other figure kind the
// answer could name), no two answers of one question, nor two actions of one figure step, read alike, and
// every answer starts with a capital letter.
import { describe, expect, it } from 'vitest';
import { actionChoices, decisionChoices } from '../../src/app/choices';
import { decisionQuestionOf } from '../../src/app/describe';
import { legalMoves } from '../../src/engine';
import { LOCALES, render, translate } from '../../src/i18n';
import { decisionSamples, recordOf } from '../support/decision-samples';
import { isFigureKind, namesFigure } from '../support/figure-names';

const samples = decisionSamples({ games: 16, perKind: 4 });

const isFigure = isFigureKind;
const names = namesFigure;

/** The answers' labels as a player reads them: a question's choices, or the figure step's actions. */
function labelsOf(step: string, record: Parameters<typeof decisionChoices>[0], locale: Parameters<typeof render>[0]) {
  const choices = step === 'decide' ? decisionChoices(record) : actionChoices(record);
  return choices.map((c) => render(locale, c.label));
}

describe("every module's questions, in every language", () => {
  it('meets every kind of question of every module', () => {
    const kinds = new Set(samples.map((s) => s.id));
    for (const id of [
      'mage-witch.magic',
      'princess-dragon.portal',
      'princess-dragon.dragon-step',
      'tower.tower',
      'tower.capture',
      'messengers.figure',
      'messengers.order',
      'ferries.place',
      'robbers.place',
      'crop-circles.choose',
      'figure-step',
    ])
      expect(kinds, id).toContain(id);
  });

  it("names each answer's figure by its own word", () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const { id, state } of samples) {
      const legal = legalMoves(state);
      const offered =
        legal.step === 'decide' ? legal.choices : legal.step === 'placeFigure' ? legal.actions : ([] as const);
      for (const locale of LOCALES) {
        const record = recordOf(state, locale);
        const labels = labelsOf(legal.step, record, locale);
        offered.forEach((choice, i) => {
          const figure = choice.params?.figure;
          // a robber goes beside a figure of the score track, whose "meeple" is no follower
          if (!isFigure(figure) || id.startsWith('robbers.')) return;
          checked++;
          const label = labels[i] ?? '';
          if (!names(label, locale, figure)) wrong.push(`${locale} ${id} ${figure}: ${label}`);
        });
        // the question names the figure it is about
        const figure = legal.step === 'decide' ? legal.decision.data?.figure : undefined;
        const question = decisionQuestionOf(record);
        if (isFigure(figure) && question && !names(render(locale, question), locale, figure))
          wrong.push(`${locale} ${id} question ${figure}: ${render(locale, question)}`);
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });

  it('names every figure an answer could name, given any of them', () => {
    const wrong: string[] = [];
    for (const { id, state } of samples) {
      const legal = legalMoves(state);
      const offered = legal.step === 'decide' ? legal.choices : legal.step === 'placeFigure' ? legal.actions : [];
      const module = legal.step === 'decide' ? legal.decision.module : undefined;
      for (const choice of offered) {
        if (!isFigure(choice.params?.figure) || id.startsWith('robbers.')) continue;
        // the answers that move a follower name any follower the rules let them move
        const followerKinds = ['meeple', 'big', 'abbot', 'mayor', 'wagon'] as const;
        const kinds = ['mage', 'witch', 'messenger'].includes(choice.params.figure as string) ? [] : followerKinds;
        for (const kind of kinds)
          for (const locale of LOCALES) {
            const params = { ...choice.params, figure: kind };
            const key = module ? `choice.${module}.${choice.action}` : `action.${choice.action}`;
            const text = translate(locale, key as Parameters<typeof translate>[1], params);
            if (!names(text, locale, kind)) wrong.push(`${locale} ${id} ${key} ${kind}: ${text}`);
          }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('never offers two answers that read alike', () => {
    const alike: string[] = [];
    for (const { id, state } of samples) {
      const legal = legalMoves(state);
      for (const locale of LOCALES) {
        const record = recordOf(state, locale);
        const labels = labelsOf(legal.step, record, locale);
        const seen = new Set<string>();
        for (const label of labels) {
          if (seen.has(label)) alike.push(`${locale} ${id}: ${label}`);
          seen.add(label);
        }
      }
    }
    expect(alike).toEqual([]);
  });

  it('starts every answer with a capital letter, as a menu lists them', () => {
    const lower: string[] = [];
    for (const { id, state } of samples) {
      const legal = legalMoves(state);
      for (const locale of LOCALES) {
        for (const label of labelsOf(legal.step, recordOf(state, locale), locale)) {
          if (/^\p{Ll}/u.test(label)) lower.push(`${locale} ${id}: ${label}`);
        }
      }
    }
    expect(lower).toEqual([]);
  });
});
