/**
 * Whether two words are at most one typo apart (a letter added, dropped, changed, or two
 * neighbours swapped): "minuts" is "minutes", "balence" is "balance". Only for Latin words of
 * six letters or more that start alike, where one typo rarely makes another word ("store" and
 * "stole" are five). Arabic script is left out: there a changed last letter is grammar (باقه, باقي).
 */
const LATIN = /^[a-z]+$/;

export function oneTypoApart(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length < 6 || b.length < 6 || a[0] !== b[0] || Math.abs(a.length - b.length) > 1) return false;
  if (!LATIN.test(a) || !LATIN.test(b)) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i);
  const restB = b.slice(i);
  if (a.length === b.length) {
    if (restA.slice(1) === restB.slice(1)) return true;
    return restA.length >= 2 && restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2);
  }
  return a.length > b.length ? restA.slice(1) === restB : restB.slice(1) === restA;
}
