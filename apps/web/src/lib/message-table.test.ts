import { describe, expect, it } from 'vitest';
import { messageTable } from './message-table';

const table = messageTable([
  ['Reason missing', 'admin.reasonRequired'],
  ['Duration out of range', 'upload.recipeDuration', { max: 20 }],
]);

describe('messageTable', () => {
  it('gives a message it knows as its key’s text, its placeholders filled', () => {
    expect(table.text('Reason missing')).toBe('Please give a reason');
    expect(table.text('Duration out of range')).toBe('Duration must be more than 0 and at most 20 seconds');
  });

  it('leaves a message it does not know as it came', () => {
    expect(table.text('Something else went wrong')).toBe('Something else went wrong');
  });

  it('says which messages it knows', () => {
    expect(table.has('Reason missing')).toBe(true);
    expect(table.has('Please give a reason')).toBe(false);
  });
});
