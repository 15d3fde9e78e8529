/** The `:id` of a player's page as a number, or null when it cannot name a player (the page is then not found). */
export function playerIdFrom(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
