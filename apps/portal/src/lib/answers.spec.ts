import { describe, expect, it } from 'vitest';
import type { Answer } from '@parley/contracts';
import { joinAnswers, splitAnswers } from './answers';

const text = (value: string): Answer => [{ type: 'text', payload: { value } }];
const table: Answer = [{ type: 'table', payload: { value: { schema: [{ key: 'day', label: 'Day' }], rows: [{ day: 'Monday' }] } } }];

describe('QnA answers in the editor', () => {
  it('edits one-text answers and keeps rich ones as they are', () => {
    const answers = [text('Card or PayPal.'), table, [...text('a'), ...text('b')], text('By transfer too.')];
    const { texts, rich } = splitAnswers(answers);
    expect(texts).toEqual(['Card or PayPal.', 'By transfer too.']);
    expect(rich).toEqual([table, [...text('a'), ...text('b')]]);
    expect(joinAnswers([' Card only. ', '', ...texts.slice(1)], rich)).toEqual([text('Card only.'), text('By transfer too.'), table, [...text('a'), ...text('b')]]);
  });
});
