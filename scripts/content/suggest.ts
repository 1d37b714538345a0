/** Levenshtein distance: the number of single-character edits between two strings. */
export function editDistance(a: string, b: string): number {
  let previousRow = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previousRow[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      row.push(Math.min(previousRow[j] + 1, row[j - 1] + 1, substitution));
    }
    previousRow = row;
  }
  return previousRow[b.length];
}

/** The candidate nearest to `value`, or undefined when there are no candidates. */
export function closestMatch(value: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(value, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
