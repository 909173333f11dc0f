import {describe, expect, it} from 'vitest';
import {listIdForOption} from './docsearchMarkup';

describe('listIdForOption', () => {
  it.each([
    ['docsearch-hits0-item-0', 'docsearch-hits0-list'],
    ['docsearch-hits12-item-34', 'docsearch-hits12-list'],
    ['docsearch-recentSearches-item-2', 'docsearch-recentSearches-list'],
    ['docsearch-item-0', 'docsearch-list'],
    ['docsearch-input', null],
    ['docsearch-hits0-item-', null],
    ['', null],
  ])('%j → %j', (optionId, expected) => {
    expect(listIdForOption(optionId)).toBe(expected);
  });
});
