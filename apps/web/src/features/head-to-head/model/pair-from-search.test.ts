import { describe, expect, it } from 'vitest';
import { pairFromSearch } from './pair-from-search';

describe('pairFromSearch', () => {
  it.each([
    ['player1Id=4&player2Id=9', { player1Id: 4, player2Id: 9 }],
    ['player1Id=4', { player1Id: 4, player2Id: null }],
    ['player2Id=9', { player1Id: null, player2Id: 9 }],
    ['player1Id=4&player2Id=4', { player1Id: 4, player2Id: null }],
    ['player1Id=abc&player2Id=-3', { player1Id: null, player2Id: null }],
    ['player1Id=0&player2Id=99999999999', { player1Id: null, player2Id: null }],
    ['', { player1Id: null, player2Id: null }],
  ])('reads %j', (query, pair) => {
    expect(pairFromSearch(new URLSearchParams(query))).toEqual(pair);
  });
});
