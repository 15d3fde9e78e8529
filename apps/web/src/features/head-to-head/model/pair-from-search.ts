/** A positive whole id from a query value, else null. */
function idFrom(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The two players of the URL (`player1Id`, `player2Id`); a repeated player counts once. */
export function pairFromSearch(search: URLSearchParams): { player1Id: number | null; player2Id: number | null } {
  const player1Id = idFrom(search.get('player1Id'));
  const player2Id = idFrom(search.get('player2Id'));
  return { player1Id, player2Id: player2Id === player1Id ? null : player2Id };
}
