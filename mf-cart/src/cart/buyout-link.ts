/** The buyout's id and access token from its link (`…/vykup/stav/<id>/<token>/`), or null when the text is no such link. */
export function buyoutFromLink(text: string): { buyout: number; token: string } | null {
  const match = /\/(\d{1,10})\/([A-Za-z0-9_-]{43})\/?(?:[?#].*)?$/.exec(text.trim());
  if (!match) return null;
  const buyout = Number(match[1]);
  return buyout > 0 && buyout <= 2_147_483_647 ? { buyout, token: match[2]! } : null;
}
