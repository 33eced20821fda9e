/** The middle figure of a run's samples (the upper of the two middles for an even count); NaN for none. */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
